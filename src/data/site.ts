/**
 * Links and names the navbar, footer and landing pages share. Kept in one typed module so that the config, the
 * components and the tests read the same values.
 */
export const siteTitle = 'meshStack Documentation';
export const tagline = 'We { Platform }, You { Product }';
export const defaultSiteUrl = 'https://docs.meshcloud.io';

export const links = {
  terraformProvider: 'https://registry.terraform.io/providers/meshcloud/meshstack/latest/docs',
  supportMail: 'mailto:support@meshcloud.io',
  companyWebsite: 'https://www.meshcloud.io/',
  linkedIn: 'https://www.linkedin.com/company/meshcloud/',
  sourceRepository: 'https://github.com/meshcloud/meshcloud-docs',
  apiIntroduction: '/api/introduction/',
  releaseNotes: '/blog/',
} as const;

export const copyright = 'Copyright © 2025 meshcloud GmbH';

/** The social card (`npm run social-card` draws it from these values into `static/`). */
export const socialCard = {
  path: 'img/social-card.png',
  width: 1200,
  height: 630,
  alt: `${siteTitle}: ${tagline}`,
} as const;
