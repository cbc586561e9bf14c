// The app download links of /down (docs/product.md §2.1, §9.3): one setting the operator changes with `npm run ops --
// download set`. The seed writes real-looking store addresses; a merchant without an app leaves a link empty and
// /down hides it.
import type { Db } from '../db/client.ts';
import { readSetting, writeSetting } from '../system/system-status.ts';
import { DOWNLOAD_KINDS, type DownloadKind } from '../../contract/rules/content.ts';
import type { AppDownloads } from '../../contract/content/content.ts';
import { OperatorError } from '../shared/operator-error.ts';

export const DOWNLOADS_SETTING = 'download.links';
const NONE: AppDownloads = { ios: '', android: '', mobile: '', lite: '' };

export async function appDownloadsOf(db: Db): Promise<AppDownloads> {
  const stored = await readSetting<Partial<AppDownloads>>(db, DOWNLOADS_SETTING, {});
  return Object.fromEntries(DOWNLOAD_KINDS.map((k) => [k, typeof stored[k] === 'string' ? stored[k] : ''])) as AppDownloads;
}

/** Sets one link ('' removes it): an https address or a site path, nothing a QR code could turn into a script. */
export async function setAppDownload(db: Db, kind: string, url: string, now: Date): Promise<AppDownloads> {
  if (!(DOWNLOAD_KINDS as readonly string[]).includes(kind)) throw new OperatorError(`kind must be one of ${DOWNLOAD_KINDS.join(', ')}`);
  if (url !== '' && !/^(https:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/.test(url)) throw new OperatorError('url: an https address or a site path');
  const next = { ...NONE, ...(await appDownloadsOf(db)), [kind as DownloadKind]: url };
  await writeSetting(db, DOWNLOADS_SETTING, next, now);
  return next;
}
