import { relyingParty } from './relying-party.js';

describe('passkey relying party (issue 14 item 11)', () => {
  it('is the public origin\'s host in production, and only that origin', () => {
    expect(relyingParty({ publicUrl: 'https://vitrin.example.com', port: 3000, production: true }))
      .toEqual({ id: 'vitrin.example.com', name: 'Vitrin', origins: ['https://vitrin.example.com'] });
  });

  it('outside production an address origin gives RP ID localhost and accepts localhost on the same port', () => {
    expect(relyingParty({ publicUrl: 'http://127.0.0.1:4321', port: 0, production: false }))
      .toEqual({ id: 'localhost', name: 'Vitrin', origins: ['http://127.0.0.1:4321', 'http://localhost:4321'] });
    expect(relyingParty({ publicUrl: 'http://[::1]:4321', port: 0, production: false }).id).toBe('localhost');
  });

  it('without PUBLIC_URL it is localhost on the configured port', () => {
    expect(relyingParty({ port: 8080, production: false })).toEqual({ id: 'localhost', name: 'Vitrin', origins: ['http://localhost:8080'] });
  });

  it('a named host outside production keeps its name', () => {
    expect(relyingParty({ publicUrl: 'https://staging.example.com', port: 3000, production: false }))
      .toEqual({ id: 'staging.example.com', name: 'Vitrin', origins: ['https://staging.example.com', 'http://localhost'] });
  });
});
