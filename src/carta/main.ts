import './carta.css';
import { iniciarCarta } from './carta';

// The public menu's whole script (issue 12): no React, no MUI — search and tabs over the server's markup.
void iniciarCarta(document.getElementById('carta')!, document, window.location);
