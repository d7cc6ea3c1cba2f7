import { passwordProblem } from './enrolment';

describe('issue 29 item 2: the enrolment\'s password check', () => {
  it('asks for 12 characters and the same password twice', () => {
    expect(passwordProblem('short-pass1', 'short-pass1')).toBe('console.enrol.tooShort');
    expect(passwordProblem('a-long-enough-pass', 'a-long-enough-pasz')).toBe('console.enrol.mismatch');
    expect(passwordProblem('a-long-enough-pass', 'a-long-enough-pass')).toBeUndefined();
  });
});
