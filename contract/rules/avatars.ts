/** Members pick one of these generated avatars (/art/avatar/<id>.svg). */
export const AVATAR_COUNT = 12;
export const avatarPath = (iconId: number) => `/art/avatar/${iconId}.svg`;
