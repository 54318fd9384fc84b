export { RobotCheckField, type RobotCheckFieldProps } from './robot-check/robot-check-field';
export { CvUploadField, type CvUploadFieldProps } from './cv-upload-field';
