export type SocialNetwork = 'instagram' | 'facebook' | 'tiktok';

export interface SocialProfile {
  readonly network: SocialNetwork;
  readonly url: string;
}

/**
 * The shop's social profiles, linked from the footer. The demo shop has no accounts of its own
 * and we do not invent any, so these are the platforms' home pages: replace each with the shop's
 * real profile URL when it exists.
 */
export const SOCIAL_PROFILES: readonly SocialProfile[] = [
  { network: 'instagram', url: 'https://www.instagram.com/' },
  { network: 'facebook', url: 'https://www.facebook.com/' },
  { network: 'tiktok', url: 'https://www.tiktok.com/' },
];
