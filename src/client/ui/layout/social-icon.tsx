import type { SocialNetwork } from './social-profiles';

/** Drawn in-project (no icon font or remote image): a simplified mark of each network. */
export const SocialIcon = ({ network }: { network: SocialNetwork }) => {
  switch (network) {
    case 'instagram':
      return (
        <svg
          width="20"
          height="20"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="1.2" fill="currentColor" stroke="none" />
        </svg>
      );
    case 'facebook':
      return (
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d="M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.6 1.6-1.6h1.7V4.4c-.3 0-1.3-.1-2.5-.1-2.5 0-4.1 1.5-4.1 4.2v2.3H7.4V14h2.8v8z" />
        </svg>
      );
    case 'tiktok':
      return (
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
          <path d="M16.6 3c.4 2.2 1.9 3.8 4.4 4v3.2c-1.6 0-3.1-.5-4.4-1.3v6.4a5.8 5.8 0 1 1-5.8-5.8h.9v3.3a2.5 2.5 0 1 0 1.6 2.4V3z" />
        </svg>
      );
  }
};
