import { describe, expect, it } from 'vitest';
import { startMessage } from '../../server/src/startMessage.ts';

describe('the start message', () => {
  it('names all four demo accounts, the support staff one included, when the development provider is on', () => {
    const text = startMessage({ url: 'http://localhost:3000', database: 'PostgreSQL', devIdp: true }).join('\n');
    for (const email of ['hr@demo.example', 'manager@demo.example', 'employee@demo.example', 'support@demo.example'])
      expect(text).toContain(email);
    expect(text).toContain('password "demo"');
  });

  it('offers no sign-in line without the development provider', () => {
    const lines = startMessage({ url: 'https://review.example.com', database: 'PostgreSQL', devIdp: false });
    expect(lines).toEqual(['Performance review is running at https://review.example.com/', 'Database: PostgreSQL']);
  });
});
