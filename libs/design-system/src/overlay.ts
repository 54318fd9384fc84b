export { Modal, type ModalProps, type ModalSize } from './components/modal/modal';
export { Drawer, type DrawerProps } from './components/drawer/drawer';
