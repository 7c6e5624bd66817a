import { describe, expect, it } from 'vitest';

describe('runtime', () => {
  it('is the Node LTS the project installs (the npm `node` package), not an older system Node', () => {
    const major = Number(process.versions.node.split('.')[0]);
    expect(major).toBeGreaterThanOrEqual(24);
  });
});
