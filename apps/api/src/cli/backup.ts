import { backupCommand } from './backup/backup-command.js';
import { runAsProgram } from './command.js';

/** `npm run backup`: the command (backup/backup-command.ts) on this process's argv and streams. */
runAsProgram(backupCommand);
