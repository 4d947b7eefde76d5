import { createInterface } from 'node:readline';

/** Asks for a password on the terminal without echoing what is typed. */
export function promptPassword(
  input: NodeJS.ReadStream,
  output: NodeJS.WritableStream,
  question: string,
): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input, output, terminal: true });
    const echo = rl as unknown as { _writeToOutput: (s: string) => void };
    let asked = false;
    echo._writeToOutput = (s: string) => {
      // The question once, then nothing of what is typed.
      if (!asked) output.write(s);
      asked = true;
    };
    rl.question(question, (answer) => {
      rl.close();
      output.write('\n');
      resolve(answer);
    });
  });
}
