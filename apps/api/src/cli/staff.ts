import { runAsProgram } from './command.js';
import { staffCommand } from './staff/staff-command.js';

/** `npm run staff` (issue 9): the command (staff/staff-command.ts) on this process's argv and streams. */
runAsProgram(staffCommand);
