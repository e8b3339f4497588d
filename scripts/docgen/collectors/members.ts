// Reads the public members of classes, interfaces and object types.
import ts from 'typescript';
import type { MemberDoc } from '../model';
import { hasModifier, isDeprecated, type ExtractContext } from './context';
import type { Linker } from './links';
import { overloads, type SignatureReader } from './signatures';
import { oneLine, print, returnedExpressions, type TypePrinter } from './type-text';

export function memberName(name: ts.PropertyName | undefined): string | undefined {
  if (!name) return undefined;
  if (ts.isPrivateIdentifier(name)) return undefined;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name))
    return name.text;
  return oneLine(print(name));
}

export function baseMember(node: ts.Node, name: string, kind: MemberDoc['kind']): MemberDoc {
  return {
    name,
    kind,
    signatures: [],
    optional: false,
    readonly: hasModifier(node, ts.SyntaxKind.ReadonlyKeyword),
    isStatic: hasModifier(node, ts.SyntaxKind.StaticKeyword),
    isProtected: hasModifier(node, ts.SyntaxKind.ProtectedKeyword),
    isAbstract: hasModifier(node, ts.SyntaxKind.AbstractKeyword),
    deprecated: isDeprecated(node),
  };
}

type MethodNode = ts.SignatureDeclaration & { body?: ts.Node };

export interface MemberReader {
  membersOf: (nodes: readonly ts.Node[], className?: string) => MemberDoc[];
  /** Members of base classes/interfaces of our packages that have no page of their own. */
  undocumentedBaseMembers: (
    d: ts.ClassDeclaration | ts.InterfaceDeclaration,
    seen: Set<ts.Node>,
  ) => MemberDoc[];
}

const PARAMETER_PROPERTY_MODIFIERS = [
  ts.SyntaxKind.PublicKeyword,
  ts.SyntaxKind.ProtectedKeyword,
  ts.SyntaxKind.ReadonlyKeyword,
];

export function createMemberReader(
  ctx: ExtractContext,
  linker: Linker,
  types: TypePrinter,
  sigs: SignatureReader,
): MemberReader {
  /** Constructor parameters declared `public`/`protected`/`readonly` are fields too. */
  const parameterProperties = (ctor: ts.ConstructorDeclaration): MemberDoc[] =>
    ctor.parameters
      .filter(
        (p) =>
          ts.isIdentifier(p.name) &&
          (ts.getModifiers(p) ?? []).some((m) => PARAMETER_PROPERTY_MODIFIERS.includes(m.kind)) &&
          !hasModifier(p, ts.SyntaxKind.PrivateKeyword),
      )
      .map((p) => ({
        ...baseMember(p, (p.name as ts.Identifier).text, 'property'),
        type: types.typeOf(p.type, p),
        optional: !!p.questionToken,
      }));

  const indexSignature = (m: ts.IndexSignatureDeclaration): MemberDoc => {
    const p = m.parameters[0];
    const name = `[${p && ts.isIdentifier(p.name) ? p.name.text : 'key'}: ${p?.type ? oneLine(print(p.type)) : 'string'}]`;
    return { ...baseMember(m, name, 'property'), type: types.typeOf(m.type, m) };
  };

  const property = (m: ts.PropertyDeclaration | ts.PropertySignature, name: string): MemberDoc => {
    const init = ts.isPropertyDeclaration(m) ? m.initializer : undefined;
    return {
      ...baseMember(m, name, 'property'),
      type: types.typeOf(m.type, m, init ? [init] : undefined),
      optional: !!m.questionToken,
      defaultValue: types.initializerText(init),
    };
  };

  const accessorType = (m: ts.AccessorDeclaration) => {
    if (ts.isGetAccessorDeclaration(m)) {
      if (m.type) return types.typeFromNode(m.type);
      const sig = ctx.checker.getSignatureFromDeclaration(m);
      return sig
        ? types.typeFromType(ctx.checker.getReturnTypeOfSignature(sig), m, returnedExpressions(m))
        : types.typeOf(undefined, m.name);
    }
    return types.typeOf(m.parameters[0]?.type, m.parameters[0] ?? m);
  };

  const membersOf: MemberReader['membersOf'] = (nodes, className) => {
    const out: MemberDoc[] = [];
    const methods = new Map<string, { node: MethodNode; first: ts.Node }[]>();
    const addMethod = (key: string, node: MethodNode) => {
      const list = methods.get(key) ?? [];
      list.push({ node, first: node });
      methods.set(key, list);
    };
    const accessors = new Map<string, MemberDoc>();
    for (const m of nodes) {
      if (hasModifier(m, ts.SyntaxKind.PrivateKeyword)) continue;
      if (ts.isConstructorDeclaration(m)) {
        if (!className) continue;
        out.push(...parameterProperties(m));
        addMethod('constructor', m);
        continue;
      }
      if (ts.isIndexSignatureDeclaration(m)) {
        out.push(indexSignature(m));
        continue;
      }
      if (ts.isCallSignatureDeclaration(m) || ts.isConstructSignatureDeclaration(m)) {
        addMethod(ts.isCallSignatureDeclaration(m) ? '(call)' : '(new)', m);
        continue;
      }
      const name = memberName((m as ts.NamedDeclaration).name as ts.PropertyName | undefined);
      if (name === undefined) continue;
      if (ts.isPropertyDeclaration(m) || ts.isPropertySignature(m)) {
        out.push(property(m, name));
      } else if (ts.isGetAccessorDeclaration(m) || ts.isSetAccessorDeclaration(m)) {
        const type = accessorType(m);
        const existing = accessors.get(name);
        if (existing) {
          existing.readonly = false;
          if (ts.isGetAccessorDeclaration(m)) existing.type = type;
        } else {
          const doc: MemberDoc = {
            ...baseMember(m, name, 'property'),
            type,
            readonly: ts.isGetAccessorDeclaration(m),
          };
          accessors.set(name, doc);
          out.push(doc);
        }
      } else if (ts.isMethodDeclaration(m) || ts.isMethodSignature(m)) {
        addMethod(name, m);
      }
    }
    for (const [name, list] of methods) {
      const first = list[0].first;
      const decls = overloads(list.map((l) => l.node));
      if (name === 'constructor') {
        out.unshift({
          ...baseMember(first, 'constructor', 'constructor'),
          signatures: decls.map((s) => sigs.signatureOf(s, `new ${className}`, false)),
        });
        continue;
      }
      const head = name === '(call)' ? '' : name === '(new)' ? 'new ' : name;
      out.push({
        ...baseMember(first, name, 'method'),
        optional: !!(first as ts.MethodSignature).questionToken,
        signatures: decls.map((s) => sigs.signatureOf(s, head)),
      });
    }
    return out;
  };

  const undocumentedBaseMembers: MemberReader['undocumentedBaseMembers'] = (d, seen) => {
    const out: MemberDoc[] = [];
    for (const clause of d.heritageClauses ?? []) {
      if (clause.token !== ts.SyntaxKind.ExtendsKeyword) continue;
      for (const t of clause.types) {
        const sym = ctx.checker.getSymbolAtLocation(t.expression);
        if (!sym || linker.linkForSymbol(sym, true)) continue; // documented bases are handled later
        const target = ctx.resolveAlias(sym);
        for (const bd of target.declarations ?? []) {
          if (seen.has(bd) || !ctx.pkgOfFile(bd.getSourceFile().fileName)) continue;
          if (!ts.isClassDeclaration(bd) && !ts.isInterfaceDeclaration(bd)) continue;
          seen.add(bd);
          const from = { name: target.name, url: '' };
          for (const m of [
            ...membersOf(bd.members, target.name),
            ...undocumentedBaseMembers(bd, seen),
          ]) {
            if (m.kind !== 'constructor')
              out.push({ ...m, inheritedFrom: m.inheritedFrom ?? from });
          }
        }
      }
    }
    return out;
  };

  return { membersOf, undocumentedBaseMembers };
}
