// The receipt's formatting lives in common/ so the server's ESC/POS receipt writes it the same way.
export * from '../../../common/recibo';
