import { describe, expect, it } from 'vitest';
import { startBanner } from './boot.js';
import { loadConfig } from './config.js';

const config = (env: Record<string, string>) => loadConfig({ DATA_DIR: '/tmp/cp-banner', ...env });

describe('start banner', () => {
  it('names each demo school at the loopback address its host answers on', () => {
    const text = startBanner(config({ PORT: '8123' }));
    expect(text).toContain('http://localhost:8123/class/  learner learner@demo.school');
    expect(text).toContain('http://127.0.0.1:8123/class/  learner learner@facefit.school');
    expect(text).not.toContain('listens on');
  });

  it('names the host where the first school registers by chat (decision 088)', () => {
    expect(startBanner(config({ PORT: '8123' }))).toContain(
      'Registration by chat: http://chat.localhost:8123/class/signup',
    );
  });

  it('prints the expert and the administrator of each demo school at the staff app of its host (issue 9 "Demo")', () => {
    const text = startBanner(config({ PORT: '8123' }));
    expect(text).toContain('http://localhost:8123/staff/  expert  expert@demo.school / demo1234');
    expect(text).toContain('http://127.0.0.1:8123/staff/  expert  expert@facefit.school / demo1234');
    expect(text).toMatch(
      /\/staff\/ {2}expert {2}expert@demo\.school \/ demo1234\n {20,}admin {3}admin@demo\.school/,
    );
  });

  it('lists every other demo learner of each school with what they show (issue 27)', () => {
    const text = startBanner(config({ PORT: '8123' }));
    for (const email of [
      'week3@demo.school',
      'newcomer@demo.school',
      'incomplete@demo.school',
      'options@demo.school',
      'stats@demo.school',
      'incomplete@facefit.school',
      'stats@facefit.school',
    ]) {
      expect(text).toMatch(new RegExp(`\\n {20,}${email.replace('.', '\\.')} +\\S`));
    }
    expect(text).not.toContain('options@facefit.school');
  });

  it('gives the first school the public address when PUBLIC_URL is set', () => {
    const text = startBanner(config({ PORT: '8123', PUBLIC_URL: 'https://learn.example.org/' }));
    expect(text).toContain('https://learn.example.org/class/  learner learner@demo.school');
    expect(text).toContain('https://learn.example.org/spa/api/docs');
    expect(text).not.toContain('learn.example.org:8123');
  });

  it('warns when the server does not listen on loopback, where the printed addresses would not open', () => {
    const text = startBanner(config({ PORT: '8123', HOST: '10.1.2.3' }));
    expect(text).toContain('listens on 10.1.2.3 only');
  });

  it('on an empty installation (SEED=none) prints the commands that make the first school, not an address of none (issue 28)', () => {
    const text = startBanner(config({ PORT: '8123', SEED: 'none' }));
    expect(text).toContain('No school yet');
    expect(text).toContain('npm run staff -- create-school --host localhost --name "My school"');
    expect(text).toContain('npm run staff -- create-admin --host localhost --email you@example.com');
    expect(text).toContain('stop it (Ctrl+C), run both, then start it again');
    expect(text).toContain(
      'Then learners open http://localhost:8123/class/, the team http://localhost:8123/staff/',
    );
    expect(text).not.toContain('Learner app:');

    const onServer = startBanner(
      config({ SEED: 'none', PUBLIC_URL: 'https://learn.example.org', DATABASE_URL: 'postgres://db/cp' }),
    );
    expect(onServer).toContain('create-school --host learn.example.org');
    expect(onServer).toContain('run them while this server runs');
    expect(onServer).toContain('learners open https://learn.example.org/class/');
  });

  it('lists the schools there are without the demo, at the port the server answers on', () => {
    const text = startBanner(config({ PORT: '8123', SEED: 'none' }), [
      { name: 'Yoga at home', host: 'localhost' },
      { name: 'Yoga at home', host: 'yoga.test' },
    ]);
    expect(text).toContain(
      'Yoga at home    http://localhost:8123/class/  team: http://localhost:8123/staff/',
    );
    expect(text).toContain('http://yoga.test:8123/class/');
    expect(text).not.toContain('No school yet');
  });
});
