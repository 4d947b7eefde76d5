import { restoreCommand } from './backup/restore-command.js';
import { runAsProgram } from './command.js';

/** `npm run restore`: the command (backup/restore-command.ts) on this process's argv and streams. */
runAsProgram(restoreCommand);
