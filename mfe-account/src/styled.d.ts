// styled-components' DefaultTheme carries the Prohive tokens; the augmentation lives in @prohive/shared and,
// being a declaration file, is not part of shared's build output, so each app pulls it in here. An `import`
// would be redirected to shared's (absent) build output by project references, hence the reference path.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../shared/src/theme/styled.d.ts" />
