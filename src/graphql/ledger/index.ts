import './ledger-audit.js';
import './operator-queue.js';
