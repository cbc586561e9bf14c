// Shapes of the system API, shared by the server (validation, OpenAPI) and the client (types).
import { z } from 'zod';
import { LANGUAGES } from './rules/languages.ts';

import type { WhitelabelNode } from './rules/whitelabel.ts';

export type { WhitelabelNode };

import type { FieldRule } from './rules/field-rules.ts';

export type { FieldRule };

export type RegisterFieldRules = Record<string, FieldRule>;

export interface Resource {
  resourceType: string;
  url: string;
  labelNameEn: string;
}

export interface CustomerServiceEntry {
  csType: string;
  title: string;
  url: string;
}

/** 0 normal, 1 maintenance, 2 region restricted (spec §4). */
export type SystemStatusCode = 0 | 1 | 2;

export interface MerchantInfo {
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  defaultLanguage: string;
  supportLanguages: string[];
}

export interface PermissionInfo {
  whitelabel: WhitelabelNode[];
  register: RegisterFieldRules;
  resources: Resource[];
  customerService: CustomerServiceEntry[];
  domainRoute: Record<string, string>;
  mainDomain: string;
  analytics: { gtagId: string };
  imageCDNs: string[];
  launchGameCDNs: string[];
  /**
   * The platform's time zone (server config TIME_ZONE_OFFSET_MINUTES), in minutes east of UTC: members' days,
   * listed times and the agent clock are in this zone, whatever the browser's zone is.
   */
  timeZoneOffsetMinutes: number;
  merchant: MerchantInfo;
}

export interface SystemStatusValue {
  status: SystemStatusCode;
  info: PermissionInfo;
  location: { ip: string };
  maintenance: { enabled: boolean; endTime: string | null };
  regionRestriction: { restricted: boolean; ip: string };
}

export interface HelpSection {
  tag: string;
  title: string;
  content: string;
}

export const languageCode = z.enum(Object.keys(LANGUAGES) as [keyof typeof LANGUAGES, ...(keyof typeof LANGUAGES)[]]);

export const helpCenterQuery = z.strictObject({
  lang: languageCode.optional(),
  device: z.enum(['WEB']).optional(),
});

export const languageUpdateBody = z.strictObject({ language: languageCode });
