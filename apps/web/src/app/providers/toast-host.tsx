import { TOAST_OPTIONS } from '@portal/contract';
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import './toasts.css';

/** spec §9: 5 s auto-close, top-right, pause on hover and focus loss, drag 80 %, light theme. */
export default function ToastHost() {
  return <ToastContainer {...TOAST_OPTIONS} />;
}
