// A promotion application's rules (docs/product.md §5 "Activity application", §9): a remark of at most 140 characters
// and up to 3 png or jpg images of at most 5 MB each. Plain code both sides run: the site checks a selection before
// anything is uploaded (by what the browser says of each file), the server checks the remark again and each image
// by its bytes, which is the check that counts. The refusal codes are the same on both sides, so one message each.

export const REMARK_MAX_LENGTH = 140;
export const APPLICATION_MAX_IMAGES = 3;
export const APPLICATION_MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const APPLICATION_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export type ApplicationImageType = (typeof APPLICATION_IMAGE_TYPES)[number];

/** Why an application is refused before it is stored (the server answers the same codes). */
export type ApplicationProblem =
  'promotion.remark.required' | 'promotion.remark.tooLong' | 'promotion.image.tooMany' | 'promotion.image.tooLarge' | 'promotion.image.invalid';

/** The remark as it is stored: trimmed. */
export const cleanRemark = (remark: string) => remark.trim();

/** Characters as a member counts them (an emoji is one), the measure of the 140. */
export const remarkLength = (remark: string) => [...cleanRemark(remark)].length;

/** The remark is required (it tells the reviewer what the application is for) and at most 140 characters, trimmed. */
export function remarkProblem(remark: string): ApplicationProblem | null {
  const length = remarkLength(remark);
  if (length === 0) return 'promotion.remark.required';
  if (length > REMARK_MAX_LENGTH) return 'promotion.remark.tooLong';
  return null;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** png or jpeg by the file's first bytes, whatever its name or declared type say; null for anything else. */
export function imageTypeOf(bytes: Uint8Array): ApplicationImageType | null {
  if (bytes.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** What the site knows of a chosen file before reading it (a File is one). */
export interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

// image/jpg is not a registered type, but some systems label jpg files with it.
const DECLARED_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/jpg']);
const EXTENSIONS: ReadonlySet<string> = new Set(['png', 'jpg', 'jpeg']);
// What browsers say when they cannot tell a file's type.
const UNKNOWN_TYPES: ReadonlySet<string> = new Set(['', 'application/octet-stream']);

/** A png or jpg by its declared type, or by its extension when the browser could not tell the type. */
export function looksLikeImage(file: ChosenFile): boolean {
  const type = file.type.trim().toLowerCase();
  if (!UNKNOWN_TYPES.has(type)) return DECLARED_TYPES.has(type);
  const dot = file.name.lastIndexOf('.');
  return dot >= 0 && EXTENSIONS.has(file.name.slice(dot + 1).toLowerCase());
}

export interface FileProblem {
  code: ApplicationProblem;
  /** The first file refused, so the message can name it; null when the count is wrong. */
  fileName: string | null;
}

/** The first thing wrong with a selection of images (none is fine: images are optional), or null. */
export function imagesProblem(files: readonly ChosenFile[]): FileProblem | null {
  if (files.length > APPLICATION_MAX_IMAGES) return { code: 'promotion.image.tooMany', fileName: null };
  for (const file of files) {
    if (!looksLikeImage(file) || file.size <= 0) return { code: 'promotion.image.invalid', fileName: file.name };
    if (file.size > APPLICATION_MAX_IMAGE_BYTES) return { code: 'promotion.image.tooLarge', fileName: file.name };
  }
  return null;
}

/** What the promotions page's action buttons and the dialog show for a promotion (docs/product.md §4 statuses). */
export const PROMOTION_STATUSES = ['comingSoon', 'closed', 'join', 'joined', 'apply', 'applying', 'rejected', 'claim', 'claimed', 'go'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];
