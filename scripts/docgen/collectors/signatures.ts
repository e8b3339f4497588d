// Reads call signatures: type parameters, parameters and return types.
import ts from 'typescript';
import type { ParamDoc, SignatureDoc, TypeText } from '../model';
import { oneLine, plain, print, returnedExpressions, type TypePrinter } from './type-text';

export interface SignatureReader {
  typeParamsOf: (
    decl: ts.Node & { typeParameters?: ts.NodeArray<ts.TypeParameterDeclaration> },
  ) => string[];
  signatureOf: (decl: ts.SignatureDeclaration, head: string, withReturn?: boolean) => SignatureDoc;
}

/** Overload signatures without the implementation (in .ts files). */
export function overloads<T extends ts.SignatureDeclaration & { body?: ts.Node }>(decls: T[]): T[] {
  const withoutBody = decls.filter((d) => !d.body);
  return withoutBody.length > 0 && withoutBody.length < decls.length ? withoutBody : decls;
}

export function createSignatureReader(
  checker: ts.TypeChecker,
  types: TypePrinter,
): SignatureReader {
  const typeParamsOf: SignatureReader['typeParamsOf'] = (decl) =>
    (decl.typeParameters ?? []).map((tp) => oneLine(print(tp)));

  const paramsOf = (decl: ts.SignatureDeclaration): ParamDoc[] =>
    decl.parameters
      .filter((p) => !(ts.isIdentifier(p.name) && p.name.text === 'this'))
      .map((p) => ({
        name: ts.isIdentifier(p.name) ? p.name.text : oneLine(print(p.name)),
        type: types.typeOf(p.type, p, p.initializer ? [p.initializer] : undefined),
        optional: !!p.questionToken || !!p.initializer,
        rest: !!p.dotDotDotToken,
        defaultValue: types.initializerText(p.initializer),
      }));

  const returnTypeOf = (decl: ts.SignatureDeclaration): TypeText | undefined => {
    if (decl.type) return types.typeFromNode(decl.type);
    const sig = checker.getSignatureFromDeclaration(decl);
    if (!sig) return undefined;
    const returns = types.typeFromType(
      checker.getReturnTypeOfSignature(sig),
      decl,
      returnedExpressions(decl),
    );
    return returns.length ? returns : undefined;
  };

  const signatureOf: SignatureReader['signatureOf'] = (decl, head, withReturn = true) => {
    const typeParameters = typeParamsOf(decl);
    const params = paramsOf(decl);
    const returns = withReturn ? returnTypeOf(decl) : undefined;
    const tp = typeParameters.length ? `<${typeParameters.join(', ')}>` : '';
    const ps = params
      .map(
        (p) =>
          `${p.rest ? '...' : ''}${p.name}${p.optional ? '?' : ''}${p.type.length ? `: ${plain(p.type)}` : ''}`,
      )
      .join(', ');
    const ret = returns ? `: ${plain(returns)}` : '';
    return { code: `${head}${tp}(${ps})${ret}`, typeParameters, params, returns };
  };

  return { typeParamsOf, signatureOf };
}
