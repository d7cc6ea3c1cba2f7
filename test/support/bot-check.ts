import { solveChallenge } from 'altcha-lib/v1';
import request from 'supertest';

/** The shop's ALTCHA challenge (GET /api/altcha-challenge). */
export interface BotChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** The bot check solved as the widget solves it: the challenge from the shop, proof of work, the base64 payload. */
export async function solvedCaptcha(shopUrl: string): Promise<string> {
  const challenge = (await request(shopUrl).get('/api/altcha-challenge').expect(200)).body as BotChallenge;
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('the ALTCHA challenge could not be solved');
  const { algorithm, salt, signature } = challenge;
  return Buffer.from(JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature })).toString('base64');
}
