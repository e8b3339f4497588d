/**
 * The part of Discord's API JSON that the preview draws: message bodies (what discord.js sends
 * for a reply) and modal data (`ModalBuilder#toJSON()`). The numbers are discord-api-types' v10
 * values, copied here so that no discord.js or discord-api-types code reaches the browser bundle;
 * tests/unit/discord-preview.test.ts checks them against the package.
 */

export const ComponentType = {
  ActionRow: 1,
  Button: 2,
  StringSelect: 3,
  TextInput: 4,
  UserSelect: 5,
  RoleSelect: 6,
  MentionableSelect: 7,
  ChannelSelect: 8,
  Section: 9,
  TextDisplay: 10,
  Thumbnail: 11,
  MediaGallery: 12,
  File: 13,
  Separator: 14,
  Container: 17,
  Label: 18,
} as const;

export const ButtonStyle = {
  Primary: 1,
  Secondary: 2,
  Success: 3,
  Danger: 4,
  Link: 5,
  Premium: 6,
} as const;

export const SeparatorSpacingSize = { Small: 1, Large: 2 } as const;

export const TextInputStyle = { Short: 1, Paragraph: 2 } as const;

export const MessageFlags = { Ephemeral: 1 << 6, IsComponentsV2: 1 << 15 } as const;

export interface ApiEmoji {
  id?: string | null;
  name?: string | null;
  animated?: boolean;
}

export interface ApiMedia {
  url: string;
}

export interface ApiSelectOption {
  label: string;
  value: string;
  description?: string;
  emoji?: ApiEmoji;
  default?: boolean;
}

/** Any component; each renderer reads the fields of its own `type`. */
export interface ApiComponent {
  type: number;
  id?: number;
  // buttons
  style?: number;
  label?: string;
  emoji?: ApiEmoji;
  url?: string;
  sku_id?: string;
  disabled?: boolean;
  // select menus and text inputs
  custom_id?: string;
  placeholder?: string;
  options?: ApiSelectOption[];
  min_values?: number;
  max_values?: number;
  required?: boolean;
  value?: string;
  // text display
  content?: string;
  // container, action row, section
  components?: ApiComponent[];
  accessory?: ApiComponent;
  accent_color?: number | null;
  spoiler?: boolean;
  // thumbnail, media gallery, file
  media?: ApiMedia;
  description?: string | null;
  items?: { media: ApiMedia; description?: string | null; spoiler?: boolean }[];
  file?: ApiMedia;
  // separator
  divider?: boolean;
  spacing?: number;
  // label
  component?: ApiComponent;
}

export interface ApiPoll {
  question: { text?: string };
  answers: { poll_media: { text?: string; emoji?: ApiEmoji } }[];
  duration?: number;
  allow_multiselect?: boolean;
}

export interface ApiMessage {
  content?: string;
  flags?: number;
  components?: ApiComponent[];
  poll?: ApiPoll;
  attachments?: { id: number | string; filename?: string }[];
}

export interface ApiModal {
  title: string;
  custom_id?: string;
  components: ApiComponent[];
}

export type PreviewKind = 'message' | 'modal';
