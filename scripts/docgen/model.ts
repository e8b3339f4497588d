// Data model shared by the docgen stages: extract (TypeScript) -> notes (YAML) -> render (MDX) -> write.

/** Folder names of the kinds, as TypeDoc's `kind` router names them. */
export const KINDS = ['classes', 'enums', 'functions', 'interfaces', 'types', 'variables'] as const;
export type Kind = (typeof KINDS)[number];

/** A piece of a rendered type: plain text, or a name that links to a page. */
export type TypePart = string | { text: string; url: string };
/** A type as written (or as inferred when not written), split into linkable parts. */
export type TypeText = TypePart[];

export interface ParamDoc {
  name: string;
  type: TypeText;
  optional: boolean;
  rest: boolean;
  defaultValue?: string;
}

export interface SignatureDoc {
  /** The whole signature as one line of TypeScript, for the code block. */
  code: string;
  typeParameters: string[];
  params: ParamDoc[];
  returns?: TypeText;
}

export interface MemberDoc {
  name: string;
  /** property: fields, accessors and index signatures; method: methods and call signatures. */
  kind: 'constructor' | 'property' | 'method' | 'enum-member';
  type?: TypeText;
  signatures: SignatureDoc[];
  optional: boolean;
  readonly: boolean;
  isStatic: boolean;
  isProtected: boolean;
  isAbstract: boolean;
  deprecated: boolean;
  defaultValue?: string;
  /** Enum member value as written / computed. */
  value?: string;
  /** Set on inherited members; url is empty when the base has no page.  */
  inheritedFrom?: { name: string; url: string };
}

export interface ApiItem {
  /** Package folder name (1.x: `commandkit`, `ai`, ...; 0.1.10: `commandkit`). */
  pkg: string;
  /** The exported name. */
  name: string;
  kind: Kind;
  /** Site route of the item's page (no trailing slash). */
  url: string;
  /** Output file path relative to the output root. */
  file: string;
  /** Declaration header for the code block (class/interface/type/enum/variable), or undefined for functions. */
  declaration?: string;
  signatures: SignatureDoc[];
  members: MemberDoc[];
  /** `extends` / `implements` types of classes and interfaces. */
  heritage: { label: 'Extends' | 'Implements'; type: TypeText }[];
  /** For variables and type aliases: their type. */
  type?: TypeText;
  deprecated: boolean;
  /** Link to the declaration (GitHub blob URL with line, or package page). */
  sourceUrl?: string;
  sourceLabel?: string;
  /** Import specifiers through which the item is public (e.g. `commandkit`, `commandkit/kv`). */
  importPaths: string[];
  /** Other names the same declaration is exported under: name and import specifier. */
  aliases: { name: string; specifier: string }[];
  /** false: not exported by name; documented because public signatures use it. */
  exported: boolean;
  /** For items that are not exported: the documented items whose signatures name it. */
  usedBy: { name: string; url: string }[];
}

/** What the package index says about a subpath that re-exports another package's items. */
export interface SubpathDoc {
  specifier: string;
  /** Items of this package exposed here. */
  own: string[];
  /** Items owned by other packages exposed here: name -> url. */
  foreign: { name: string; pkg: string; url: string }[];
}

export interface PackageDoc {
  folder: string;
  npmName: string;
  label: string;
  items: ApiItem[];
  subpaths: SubpathDoc[];
}

export interface ItemNote {
  description?: string;
  example?: string;
  guide?: string;
  members?: Record<string, string>;
}

export class DocgenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DocgenError';
  }
}
