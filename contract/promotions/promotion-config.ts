// The zod shapes of promotions.config per type (contract/rules/promotion-kinds.ts names the types): the seed and
// the ops commands check a promotion's config against them before it is written.
import { z } from 'zod';
import { NEWBIE_FIELDS, type JoinConfig, type LoginConfig, type PromotionType, type RegisterConfig, type SaviorConfig } from '../rules/promotion-kinds.ts';

const centavos = z.number().int().min(0);

export const loginConfig: z.ZodType<LoginConfig> = z.object({
  cells: z.array(z.object({ dayNo: z.number().int().min(1).max(7), amount: centavos, validBetRequired: centavos })).length(7),
});
export const registerConfig: z.ZodType<RegisterConfig> = z.object({ requiredFields: z.array(z.enum(NEWBIE_FIELDS)).min(1) });
export const saviorConfig: z.ZodType<SaviorConfig> = z.object({
  tiers: z.array(z.object({ netLoss: centavos, percent: z.number().positive().max(100) })).min(1),
  maxBonus: centavos,
  claimDays: z.number().int().min(1),
});
export const joinConfig: z.ZodType<JoinConfig> = z.object({ validBetTarget: centavos });

/** The config a promotion of each type must carry (types without one take an empty object). */
export const PROMOTION_CONFIG: Partial<Record<PromotionType, z.ZodType>> = {
  LOGIN: loginConfig,
  REGISTER: registerConfig,
  SAVIOR: saviorConfig,
  JOIN: joinConfig,
};

export const configOf = (type: PromotionType) => PROMOTION_CONFIG[type] ?? z.object({});
