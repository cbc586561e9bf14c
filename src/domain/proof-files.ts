// Proof images for a withdrawal part reported as not received (docs/product.md §4; §5, §9: png or jpg, 5 MB each, at most 3).
// Checked here on what the browser says of each file (name, type, size), so a bad selection is refused with a
// reason before anything is uploaded. The server checks the bytes again; that is the check that counts, so this
// one leans towards letting a file through when the browser cannot tell its type.

/** Same figures as contract/withdrawal/withdrawal.ts (domain imports nothing from api; a unit test keeps them in step). */
export const PROOF_MAX_FILES = 3;
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;

/** What the check reads of a File; a File is one. */
export interface ProofFileInfo {
  name: string;
  type: string;
  size: number;
}

/** Why a selection is refused: codes in the platform's dotted style that the view translates. */
export type ProofReason =
  'withdrawal.proof.none' | 'withdrawal.proof.tooMany' | 'withdrawal.proof.type' | 'withdrawal.proof.empty' | 'withdrawal.proof.tooLarge';

export interface ProofProblem {
  reason: ProofReason;
  /** The first file refused, so the message can name it; null when the count is wrong. */
  fileName: string | null;
}

// image/jpg is not a registered type, but some systems label jpg files with it.
const IMAGE_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/jpg']);
const IMAGE_EXTENSIONS: ReadonlySet<string> = new Set(['png', 'jpg', 'jpeg']);
// Browsers give these when they do not know a file's type (no or an unknown extension, some drag-and-drop sources).
const UNKNOWN_TYPES: ReadonlySet<string> = new Set(['', 'application/octet-stream']);

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** A png or jpg by its type, or by its extension when the browser could not tell the type. */
export function isProofImage(file: ProofFileInfo): boolean {
  const type = file.type.trim().toLowerCase();
  if (!UNKNOWN_TYPES.has(type)) return IMAGE_TYPES.has(type);
  return IMAGE_EXTENSIONS.has(extensionOf(file.name));
}

/** The first thing wrong with a selection of proof images, or null when it may be sent. */
export function proofFilesProblem(files: readonly ProofFileInfo[]): ProofProblem | null {
  if (files.length === 0) return { reason: 'withdrawal.proof.none', fileName: null };
  if (files.length > PROOF_MAX_FILES) return { reason: 'withdrawal.proof.tooMany', fileName: null };
  for (const file of files) {
    if (!isProofImage(file)) return { reason: 'withdrawal.proof.type', fileName: file.name };
    // An empty file cannot be an image; the server would refuse it after the upload.
    if (file.size <= 0) return { reason: 'withdrawal.proof.empty', fileName: file.name };
    if (file.size > PROOF_MAX_BYTES) return { reason: 'withdrawal.proof.tooLarge', fileName: file.name };
  }
  return null;
}
