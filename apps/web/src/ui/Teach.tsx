/**
 * The teaching parts of a game that the first screen does not need — the hint's stages in words,
 * the board's hint drawing, the cage calculator and the fill question — in one chunk loaded the
 * first time one of them shows (the first screen's JavaScript stays within its budget).
 */
import { lazy } from 'react';

const teach = () => import('./teach-parts.tsx');
export const HintBody = lazy(() => teach().then((m) => ({ default: m.HintBody })));
export const HintDrawing = lazy(() => teach().then((m) => ({ default: m.HintDrawing })));
export const CageHelp = lazy(() => teach().then((m) => ({ default: m.CageHelp })));
export const FillDialog = lazy(() => teach().then((m) => ({ default: m.FillDialog })));
