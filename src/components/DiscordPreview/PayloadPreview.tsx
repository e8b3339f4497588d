/**
 * Draws a Discord message or modal from the JSON body Discord's API receives. It runs under node:
 * at build time (src/plugins/discord-preview/render.ts turns it into static HTML) and in the unit
 * tests, so it uses plain class names (styles.css) and no browser API. The select menu toggle is
 * a real button; its click is handled on the page by ./selectMenu.ts.
 */
import React, { useId, type ReactNode } from 'react';
import {
  ButtonStyle,
  ComponentType,
  MessageFlags,
  SeparatorSpacingSize,
  TextInputStyle,
  type ApiComponent,
  type ApiEmoji,
  type ApiMessage,
  type ApiModal,
  type ApiPoll,
  type PreviewKind,
} from './api';
import { DiscordMarkdown } from './markdown';

export interface PayloadPreviewProps {
  kind: PreviewKind;
  payload: ApiMessage | ApiModal;
  caption: string;
}

const BOT_NAME = 'Your bot';

function Emoji({ emoji }: { emoji?: ApiEmoji }) {
  if (!emoji?.name) return null;
  // Custom emoji are images on Discord's CDN: the preview shows their name instead.
  const text = emoji.id ? `:${emoji.name}:` : emoji.name;
  return <span className="dp-emoji">{text}</span>;
}

/** Where a media URL points, as text: the preview never loads remote media. */
export function mediaLabel(url: string): string {
  if (url.startsWith('attachment://')) return url.slice('attachment://'.length);
  try {
    const parsed = new URL(url);
    return parsed.hostname + parsed.pathname;
  } catch {
    return url;
  }
}

function ExternalIcon() {
  return (
    <svg className="dp-icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <path
        fill="currentColor"
        d="M9 2h5v5h-1.5V4.6L7.1 10 6 8.9l5.4-5.4H9V2ZM3 4h4v1.5H3.5v7h7V9H12v5H2V4h1Z"
      />
    </svg>
  );
}

const BUTTON_STYLE_CLASS: Record<number, string> = {
  [ButtonStyle.Primary]: 'dp-button-primary',
  [ButtonStyle.Secondary]: 'dp-button-secondary',
  [ButtonStyle.Success]: 'dp-button-success',
  [ButtonStyle.Danger]: 'dp-button-danger',
  [ButtonStyle.Link]: 'dp-button-secondary',
  [ButtonStyle.Premium]: 'dp-button-premium',
};

function Button({ button }: { button: ApiComponent }) {
  const style = button.style ?? ButtonStyle.Primary;
  const className = `dp-button ${BUTTON_STYLE_CLASS[style] ?? 'dp-button-primary'}${
    button.disabled ? ' dp-disabled' : ''
  }`;
  const label = style === ButtonStyle.Premium && !button.label ? 'Premium' : button.label;
  return (
    <span className={className} data-style={style} aria-disabled={button.disabled || undefined}>
      <Emoji emoji={button.emoji} />
      {label && <span>{label}</span>}
      {style === ButtonStyle.Link && (
        <>
          <ExternalIcon />
          <span className="dp-sr-only"> (link)</span>
        </>
      )}
    </span>
  );
}

const AUTO_FILLED_MENU: Record<number, string> = {
  [ComponentType.UserSelect]: 'Discord lists the server’s members here.',
  [ComponentType.RoleSelect]: 'Discord lists the server’s roles here.',
  [ComponentType.MentionableSelect]: 'Discord lists the server’s members and roles here.',
  [ComponentType.ChannelSelect]: 'Discord lists the server’s channels here.',
};

function Chevron() {
  return (
    <svg className="dp-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <path fill="currentColor" d="M3.5 5.5 8 10l4.5-4.5 1 1L8 12 2.5 6.5l1-1Z" />
    </svg>
  );
}

/** A select menu; its only live part is the toggle that shows the option list (./index.tsx). */
export function SelectMenu({ menu }: { menu: ApiComponent }) {
  const listId = useId();
  const placeholder = menu.placeholder ?? 'Make a selection';
  const options = menu.options ?? [];
  const selected = options.filter((option) => option.default);
  const shown = selected.length > 0 ? selected.map((option) => option.label).join(', ') : null;
  const face = (
    <>
      <span className={shown ? 'dp-select-value' : 'dp-select-placeholder'}>
        {shown ?? placeholder}
      </span>
      <Chevron />
    </>
  );
  return (
    <div className={`dp-select${menu.disabled ? ' dp-disabled' : ''}`} data-type={menu.type}>
      {menu.disabled ? (
        <div className="dp-select-face" aria-disabled="true">
          {face}
        </div>
      ) : (
        <button
          type="button"
          className="dp-select-face"
          aria-expanded="false"
          aria-controls={listId}
        >
          {face}
          <span className="dp-sr-only"> (show the options)</span>
        </button>
      )}
      <div id={listId} className="dp-select-options" role="list" hidden>
        {menu.type === ComponentType.StringSelect ? (
          options.map((option) => (
            <div key={option.value} role="listitem" className="dp-select-option">
              <Emoji emoji={option.emoji} />
              <span className="dp-select-option-text">
                <span className="dp-select-option-label">{option.label}</span>
                {option.description && (
                  <span className="dp-select-option-description">{option.description}</span>
                )}
              </span>
            </div>
          ))
        ) : (
          <div role="listitem" className="dp-select-option dp-muted">
            {AUTO_FILLED_MENU[menu.type] ?? 'Options'}
          </div>
        )}
      </div>
    </div>
  );
}

function ActionRow({ row }: { row: ApiComponent }) {
  return (
    <div className="dp-action-row">
      {(row.components ?? []).map((child, index) =>
        child.type === ComponentType.Button ? (
          <Button key={index} button={child} />
        ) : (
          <SelectMenu key={index} menu={child} />
        ),
      )}
    </div>
  );
}

function MediaPlaceholder({
  url,
  description,
  className,
}: {
  url: string;
  description?: string | null;
  className: string;
}) {
  return (
    <span role="img" aria-label={description || 'Image'} className={`dp-media ${className}`}>
      <svg className="dp-media-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          fill="currentColor"
          d="M4 4h16v16H4V4Zm2 2v9.6l3.5-3.6 2.5 2.5 4-4.5 2 2.3V6H6Zm3 1.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Z"
        />
      </svg>
      <span className="dp-media-url" aria-hidden="true">
        {mediaLabel(url)}
      </span>
    </span>
  );
}

function Spoiler({ spoiler, children }: { spoiler?: boolean; children: ReactNode }) {
  if (!spoiler) return <>{children}</>;
  return (
    <div className="dp-spoiler-block">
      <span className="dp-spoiler-tag">Spoiler</span>
      {children}
    </div>
  );
}

function MediaGallery({ gallery }: { gallery: ApiComponent }) {
  const items = gallery.items ?? [];
  return (
    <div className="dp-gallery" data-count={Math.min(items.length, 10)}>
      {items.map((item, index) => (
        <Spoiler key={index} spoiler={item.spoiler}>
          <MediaPlaceholder
            url={item.media.url}
            description={item.description}
            className="dp-gallery-item"
          />
        </Spoiler>
      ))}
    </div>
  );
}

function FileCard({ file, spoiler }: { file: ApiComponent; spoiler?: boolean }) {
  const name = mediaLabel(file.file?.url ?? '');
  return (
    <Spoiler spoiler={spoiler}>
      <div className="dp-file">
        <svg className="dp-file-icon" viewBox="0 0 24 24" width="28" height="34" aria-hidden="true">
          <path fill="currentColor" d="M5 2h9l5 5v15H5V2Zm8 1.5V8h4.5L13 3.5Z" />
        </svg>
        <span className="dp-file-name">{name}</span>
      </div>
    </Spoiler>
  );
}

function Separator({ separator }: { separator: ApiComponent }) {
  const large = separator.spacing === SeparatorSpacingSize.Large;
  const divider = separator.divider ?? true;
  return (
    <div
      role={divider ? 'separator' : 'presentation'}
      className={`dp-separator ${large ? 'dp-separator-large' : 'dp-separator-small'}${
        divider ? ' dp-separator-divider' : ''
      }`}
    />
  );
}

function Section({ section }: { section: ApiComponent }) {
  const accessory = section.accessory;
  return (
    <div className="dp-section">
      <div className="dp-section-text">
        {(section.components ?? []).map((child, index) => (
          <V2Component key={index} component={child} />
        ))}
      </div>
      {accessory && (
        <div className="dp-section-accessory">
          {accessory.type === ComponentType.Thumbnail ? (
            <Spoiler spoiler={accessory.spoiler}>
              <MediaPlaceholder
                url={accessory.media?.url ?? ''}
                description={accessory.description}
                className="dp-thumbnail"
              />
            </Spoiler>
          ) : (
            <Button button={accessory} />
          )}
        </div>
      )}
    </div>
  );
}

function Container({ container }: { container: ApiComponent }) {
  const accent =
    typeof container.accent_color === 'number'
      ? `#${container.accent_color.toString(16).padStart(6, '0')}`
      : undefined;
  return (
    <Spoiler spoiler={container.spoiler}>
      <div
        className={`dp-container${accent ? ' dp-container-accent' : ''}`}
        style={accent ? { borderInlineStartColor: accent } : undefined}
        data-accent={accent}
      >
        {(container.components ?? []).map((child, index) => (
          <V2Component key={index} component={child} />
        ))}
      </div>
    </Spoiler>
  );
}

/** One component of a Components V2 layout (or an action row of a classic message). */
function V2Component({ component }: { component: ApiComponent }) {
  switch (component.type) {
    case ComponentType.ActionRow:
      return <ActionRow row={component} />;
    case ComponentType.TextDisplay:
      return (
        <div className="dp-text-display">
          <DiscordMarkdown text={component.content ?? ''} />
        </div>
      );
    case ComponentType.Section:
      return <Section section={component} />;
    case ComponentType.Separator:
      return <Separator separator={component} />;
    case ComponentType.MediaGallery:
      return <MediaGallery gallery={component} />;
    case ComponentType.File:
      return <FileCard file={component} spoiler={component.spoiler} />;
    case ComponentType.Container:
      return <Container container={component} />;
    case ComponentType.Button:
      return <Button button={component} />;
    default:
      return null;
  }
}

/** Time left on a fresh poll, from its duration in hours. */
export function pollTimeLeft(hours: number): string {
  if (hours < 24) return `${hours}h left`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest ? `${days}d ${rest}h left` : `${days}d left`;
}

function Poll({ poll }: { poll: ApiPoll }) {
  const multi = poll.allow_multiselect ?? false;
  return (
    <div className="dp-poll">
      <div className="dp-poll-question">{poll.question.text}</div>
      <div className="dp-muted dp-small">
        {multi ? 'Select one or more answers' : 'Select one answer'}
      </div>
      <div role="list" className="dp-poll-answers">
        {poll.answers.map((answer, index) => (
          <div key={index} role="listitem" className="dp-poll-answer">
            <Emoji emoji={answer.poll_media.emoji} />
            <span className="dp-poll-answer-text">{answer.poll_media.text}</span>
            <span
              className={multi ? 'dp-poll-check dp-poll-check-multi' : 'dp-poll-check'}
              aria-hidden="true"
            />
          </div>
        ))}
      </div>
      <div className="dp-poll-footer">
        <span className="dp-muted dp-small">0 votes • {pollTimeLeft(poll.duration ?? 24)}</span>
        <span className="dp-button dp-button-primary dp-disabled" aria-disabled="true">
          Vote
        </span>
      </div>
    </div>
  );
}

function Avatar() {
  return (
    <span className="dp-avatar" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="24" height="24">
        <path
          fill="currentColor"
          d="M8 7h8a3 3 0 0 1 3 3v5a3 3 0 0 1-3 3H8a3 3 0 0 1-3-3v-5a3 3 0 0 1 3-3Zm1.5 4a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3ZM11 3h2v3h-2V3Z"
        />
      </svg>
    </span>
  );
}

function Message({ message }: { message: ApiMessage }) {
  const flags = message.flags ?? 0;
  const isV2 = (flags & MessageFlags.IsComponentsV2) !== 0;
  const ephemeral = (flags & MessageFlags.Ephemeral) !== 0;
  return (
    <div className={`dp-message${ephemeral ? ' dp-ephemeral' : ''}`}>
      <Avatar />
      <div className="dp-body">
        <div className="dp-header">
          <span className="dp-author">{BOT_NAME}</span>
          <span className="dp-app-tag">APP</span>
          <span className="dp-muted dp-small">Today at 12:00</span>
        </div>
        {!isV2 && message.content && (
          <div className="dp-content">
            <DiscordMarkdown text={message.content} />
          </div>
        )}
        {!isV2 && message.poll && <Poll poll={message.poll} />}
        <div className="dp-components">
          {(message.components ?? []).map((component, index) => (
            <V2Component key={index} component={component} />
          ))}
        </div>
        {ephemeral && (
          <div className="dp-muted dp-small dp-ephemeral-note">
            Only you can see this • Dismiss message
          </div>
        )}
      </div>
    </div>
  );
}

function TextInput({ input }: { input: ApiComponent }) {
  const paragraph = input.style === TextInputStyle.Paragraph;
  return (
    <div className={`dp-input${paragraph ? ' dp-input-paragraph' : ''}`}>
      {input.value ? (
        <span>{input.value}</span>
      ) : (
        <span className="dp-input-placeholder">{input.placeholder ?? ''}</span>
      )}
    </div>
  );
}

function FieldLabel({
  label,
  required,
  description,
}: {
  label?: string;
  required?: boolean;
  description?: string | null;
}) {
  return (
    <>
      {label && (
        <div className="dp-field-label">
          {label}
          {required && (
            <span className="dp-required" aria-label="required">
              *
            </span>
          )}
        </div>
      )}
      {description && <div className="dp-field-description">{description}</div>}
    </>
  );
}

function ModalField({ field }: { field: ApiComponent }) {
  if (field.type === ComponentType.TextInput) return <TextInput input={field} />;
  if (field.type === ComponentType.TextDisplay) {
    return (
      <div className="dp-text-display">
        <DiscordMarkdown text={field.content ?? ''} />
      </div>
    );
  }
  if (field.type >= ComponentType.StringSelect && field.type <= ComponentType.ChannelSelect) {
    return <SelectMenu menu={field} />;
  }
  return null;
}

/** Modal fields (text inputs and select menus) are required unless they say otherwise. */
function isRequired(field: ApiComponent): boolean {
  return field.required ?? true;
}

function ModalRow({ row }: { row: ApiComponent }) {
  if (row.type === ComponentType.Label && row.component) {
    return (
      <div className="dp-field">
        <FieldLabel
          label={row.label}
          required={isRequired(row.component)}
          description={row.description}
        />
        <ModalField field={row.component} />
      </div>
    );
  }
  if (row.type === ComponentType.ActionRow) {
    // The deprecated layout: one text input with its own label inside an action row.
    return (
      <>
        {(row.components ?? []).map((input, index) => (
          <div key={index} className="dp-field">
            <FieldLabel label={input.label} required={isRequired(input)} />
            <ModalField field={input} />
          </div>
        ))}
      </>
    );
  }
  return (
    <div className="dp-field">
      <ModalField field={row} />
    </div>
  );
}

function Modal({ modal }: { modal: ApiModal }) {
  return (
    <div className="dp-modal">
      <div className="dp-modal-header">
        <span className="dp-avatar dp-avatar-small" aria-hidden="true" />
        <span className="dp-modal-title">{modal.title}</span>
        <span className="dp-modal-close" aria-hidden="true">
          ×
        </span>
      </div>
      <div className="dp-modal-body">
        {modal.components.map((row, index) => (
          <ModalRow key={index} row={row} />
        ))}
      </div>
      <div className="dp-modal-footer">
        <span className="dp-modal-cancel">Cancel</span>
        <span className="dp-button dp-button-primary">Submit</span>
      </div>
    </div>
  );
}

/** A message or modal payload, drawn as Discord shows it (at build time, and by the playground). */
export function PayloadPreview({ kind, payload, caption }: PayloadPreviewProps) {
  return (
    <figure className="dp" data-kind={kind}>
      <div className="dp-surface">
        {kind === 'modal' ? (
          <Modal modal={payload as ApiModal} />
        ) : (
          <Message message={payload as ApiMessage} />
        )}
      </div>
      <figcaption className="dp-caption">{caption}</figcaption>
    </figure>
  );
}

export default PayloadPreview;
