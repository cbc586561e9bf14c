import { describe, expect, it } from 'vitest';
import { PROOF_MAX_BYTES, PROOF_MAX_FILES, isProofImage, proofFilesProblem, type ProofFileInfo } from '../../../src/domain/proof-files.ts';
import * as contract from '../../../contract/withdrawal/withdrawal.ts';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 200_000): ProofFileInfo => ({ name, type, size });
const png = file('receipt.png', 'image/png');
const jpg = file('bank.jpg', 'image/jpeg');

describe('proof files', () => {
  it('uses the contract figures (docs/product.md §9: 5 MB each, at most 3, png or jpg)', () => {
    expect(PROOF_MAX_FILES).toBe(contract.PROOF_MAX_FILES);
    expect(PROOF_MAX_BYTES).toBe(contract.PROOF_MAX_BYTES);
    expect(PROOF_MAX_BYTES).toBe(5 * MB);
    for (const type of contract.PROOF_TYPES) expect(isProofImage(file('x', type))).toBe(true);
  });

  it('accepts one to three png or jpg images', () => {
    expect(proofFilesProblem([png])).toBeNull();
    expect(proofFilesProblem([png, jpg])).toBeNull();
    expect(proofFilesProblem([png, jpg, png])).toBeNull();
  });

  it('refuses no file and more than three', () => {
    expect(proofFilesProblem([])).toEqual({ reason: 'withdrawal.proof.none', fileName: null });
    expect(proofFilesProblem([png, jpg, png, jpg])).toEqual({ reason: 'withdrawal.proof.tooMany', fileName: null });
  });

  it('takes exactly 5 MB and refuses one byte more, naming the file', () => {
    expect(proofFilesProblem([file('edge.png', 'image/png', 5 * MB)])).toBeNull();
    expect(proofFilesProblem([png, file('big.png', 'image/png', 5 * MB + 1)])).toEqual({ reason: 'withdrawal.proof.tooLarge', fileName: 'big.png' });
  });

  it('refuses an empty file, which cannot be an image', () => {
    expect(proofFilesProblem([file('blank.png', 'image/png', 0)])).toEqual({ reason: 'withdrawal.proof.empty', fileName: 'blank.png' });
  });

  it('accepts image/jpg as well as image/jpeg, in any case', () => {
    expect(isProofImage(file('a.jpg', 'image/jpg'))).toBe(true);
    expect(isProofImage(file('a.jpeg', 'image/jpeg'))).toBe(true);
    expect(isProofImage(file('a.png', 'IMAGE/PNG'))).toBe(true);
  });

  it('refuses other types, gif and webp among them, whatever the name says', () => {
    expect(proofFilesProblem([png, file('anim.gif', 'image/gif')])).toEqual({ reason: 'withdrawal.proof.type', fileName: 'anim.gif' });
    expect(isProofImage(file('photo.webp', 'image/webp'))).toBe(false);
    expect(isProofImage(file('statement.pdf', 'application/pdf'))).toBe(false);
    // A name does not outweigh the type the browser gives.
    expect(isProofImage(file('fake.png', 'image/gif'))).toBe(false);
  });

  it('falls back on the extension, in any case, when the browser cannot tell the type', () => {
    expect(isProofImage(file('SCAN.PNG', ''))).toBe(true);
    expect(isProofImage(file('Photo.JPG', ''))).toBe(true);
    expect(isProofImage(file('photo.JpEg', 'application/octet-stream'))).toBe(true);
    expect(isProofImage(file('anim.GIF', ''))).toBe(false);
    expect(isProofImage(file('no-extension', ''))).toBe(false);
    expect(isProofImage(file('archive.png.zip', ''))).toBe(false);
  });

  it('checks the count before the files, and names the first file refused', () => {
    const gif = file('a.gif', 'image/gif', 10 * MB);
    expect(proofFilesProblem([gif, gif, gif, gif])?.reason).toBe('withdrawal.proof.tooMany');
    expect(proofFilesProblem([png, file('b.gif', 'image/gif'), file('c.png', 'image/png', 6 * MB)])).toEqual({
      reason: 'withdrawal.proof.type',
      fileName: 'b.gif',
    });
  });
});
