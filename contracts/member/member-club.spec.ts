import { clubLevelOf } from './member-club.js';

describe('Vitrin Club levels (S7.30 points)', () => {
  it('starts at bronze, reaches silver at 500 and gold at 2,000, and says how many points the next level needs', () => {
    expect(clubLevelOf(0)).toEqual({ level: 'bronze', next: { level: 'silver', pointsNeeded: 500 } });
    expect(clubLevelOf(499)).toEqual({ level: 'bronze', next: { level: 'silver', pointsNeeded: 1 } });
    expect(clubLevelOf(500)).toEqual({ level: 'silver', next: { level: 'gold', pointsNeeded: 1500 } });
    expect(clubLevelOf(2000)).toEqual({ level: 'gold' });
    expect(clubLevelOf(9999)).toEqual({ level: 'gold' });
  });
});
