export { Modal, type ModalProps, type ModalSize } from './components/modal/modal';
