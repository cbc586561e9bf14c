// The promotions page (issue 13 item 5): the list with the caller's statuses (the token is sent when there is one),
// joining, applying with a remark and images (multipart), and claiming what a promotion issued (the reward
// centre's claim call).
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../http.ts';

export const fetchPromotions = (api: Api) => api.call('promotionList');
export const joinPromotion = (api: Api, promotionId: number) => api.call('joinPromotion', { body: { promotionId } });

/** An application: the remark and 0 to 3 images (png or jpg, 5 MB each; the server checks their content). */
export function applyPromotion(api: Api, promotionId: number, remark: string, images: readonly Blob[]) {
  const form = new FormData();
  form.append('remark', remark);
  images.forEach((file, i) => form.append('image', file, file instanceof File ? file.name : `image-${i + 1}`));
  return api.call('applyPromotion', { query: { promotionId }, body: form });
}

export const claimPromotionReward = (api: Api, rewardId: number) => api.call('claimReward', { body: { rewardId } });

/**
 * Keyed by the token: a visitor's list and a member's differ (statuses), and a sign-in must not show the other; and
 * by language: the Language header picks the promotions' translations (issue 16).
 */
export const promotionsQuery = (api: Api, token: string | null, language: string) =>
  queryOptions({ queryKey: ['promotions', token, language], queryFn: () => fetchPromotions(api), staleTime: 30_000 });
