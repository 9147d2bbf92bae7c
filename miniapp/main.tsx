import './styles/tokens.css';
import './styles/base.css';
import './styles/hit-area.css';
import './ui/page.css';
import './ui/button.css';
import { bootstrap } from './app/bootstrap.js';

void bootstrap();
