// Room recipes. A property keeps one palette and one time of day across its gallery (from the
// property seed), while each photo index picks a different room and camera, so a listing's
// photos look like one home shot on one afternoon.

import { darken, lighten, mix } from './color'
import { armchair, artwork, bed, cabinetFronts, coffeeTable, contactShadow, floorLamp, group, pendant, plant, rug, sideTable, sofa } from './furniture'
import { dining, lobby, study, terrace } from './interiors-more'
import type { Rng } from './prng'
import type { Light } from './sky'
import { makeRoom, shell, type Opening, type Palette } from './room'
import { box, circle, paint, prism, proj, roundRect, type Drawable } from './space'
import { Ctx, n, poly } from './svg'
import type { Scene } from './types'
import { finish, paintView } from './views'

export type RoomKind = 'living' | 'bedroom' | 'kitchen' | 'bathroom' | 'dining' | 'study' | 'terrace' | 'lobby'

export interface InteriorOptions {
  kind: RoomKind
  scene: Scene
  pal: Palette
  light: Light
}

export function interior(ctx: Ctx, o: InteriorOptions): string {
  const rng = ctx.rng
  switch (o.kind) {
    case 'living':
      return living(ctx, rng, o)
    case 'bedroom':
      return bedroom(ctx, rng, o)
    case 'kitchen':
      return kitchen(ctx, rng, o)
    case 'bathroom':
      return bathroom(ctx, rng, o)
    case 'dining':
      return dining(ctx, rng, o)
    case 'study':
      return study(ctx, rng, o)
    case 'terrace':
      return terrace(ctx, rng, o)
    case 'lobby':
      return lobby(ctx, rng, o)
  }
}

function living(ctx: Ctx, rng: Rng, o: InteriorOptions): string {
  const W = rng.range(6.5, 8)
  const D = rng.range(6.5, 8)
  const H = rng.range(3.1, 3.5)
  const side = rng.pick(['back', 'left', 'right'] as const)
  const room = makeRoom(ctx, o.pal, o.light, { W, D, H, camX: rng.range(-0.8, 0.8), eye: rng.range(1.2, 1.45), fov: rng.range(0.48, 0.58), lightFrom: side })
  const view = paintView(ctx, o.scene, o.light, room.cam.cy)
  const openings: Opening[] = side === 'back'
    ? [{ wall: 'back', a: -W / 2 + 0.3, b: W / 2 - 0.3, y0: 0.05, y1: H - 0.15, panels: rng.int(3, 5) }]
    : [{ wall: side, a: 1.2, b: D - 0.4, y0: 0.05, y1: H - 0.15, panels: rng.int(3, 4) }]
  const out = [shell(room, openings, view)]
  const items: Drawable[] = []
  const cz = D * 0.58
  out.push(rug(room, 0, cz, rng.range(3, 3.8), rng.range(2.4, 3), 0, mix(o.pal.textile, '#ffffff', 0.35)))
  if (side === 'back') {
    items.push(sofa(room, { x: -W / 2 + 1.15, z: cz, rot: Math.PI / 2 }, rng.range(2.4, 3), o.pal.textile, o.pal.textile2))
    items.push(armchair(room, { x: W / 2 - 1.4, z: cz - 0.7, rot: -Math.PI / 2 - 0.3 }, o.pal.textile2 === '#c8a96a' ? lighten(o.pal.textile, 0.2) : o.pal.textile2))
    items.push(armchair(room, { x: W / 2 - 1.4, z: cz + 0.7, rot: -Math.PI / 2 + 0.3 }, o.pal.textile2 === '#c8a96a' ? lighten(o.pal.textile, 0.2) : o.pal.textile2))
    items.push(plant(room, W / 2 - 0.6, D - 0.6, rng.range(1.4, 1.9)))
  } else {
    const art = artwork(room, -0.9, 0.9, 1.3, 2.3, D - 0.01)
    out.push(art)
    items.push(sofa(room, { x: 0, z: D - 1.1, rot: 0 }, rng.range(2.6, 3.2), o.pal.textile, o.pal.textile2))
    items.push(sideTable(room, 1.9, D - 0.6, true))
    items.push(armchair(room, { x: side === 'left' ? 1.9 : -1.9, z: cz - 1.2, rot: side === 'left' ? -0.9 : 0.9 }, o.pal.textile2))
    items.push(plant(room, side === 'left' ? W / 2 - 0.6 : -W / 2 + 0.6, D - 0.6, rng.range(1.3, 1.8)))
  }
  items.push(coffeeTable(room, 0, cz, rng.chance(0.5)))
  items.push(floorLamp(room, side === 'right' ? -W / 2 + 0.6 : W / 2 - 0.5, D - 1.6))
  items.push(pendant(room, 0, H - rng.range(0.7, 1), cz, 0.22, rng.pick(['globe', 'dome'] as const)))
  out.push(paint(items))
  return finish(room, out)
}

function bedroom(ctx: Ctx, rng: Rng, o: InteriorOptions): string {
  const W = rng.range(5, 6.2)
  const D = rng.range(5.5, 6.5)
  const H = rng.range(3, 3.3)
  const side = rng.pick(['left', 'right'] as const)
  const room = makeRoom(ctx, o.pal, o.light, { W, D, H, camX: rng.range(-0.5, 0.5), eye: rng.range(1.15, 1.35), fov: rng.range(0.5, 0.58), lightFrom: side })
  const view = paintView(ctx, o.scene, o.light, room.cam.cy)
  const out = [shell(room, [{ wall: side, a: 1.5, b: D - 0.4, y0: 0.05, y1: H - 0.15, panels: 3 }], view)]
  // Upholstered wall panel behind the bed, in the accent tone.
  const panelTop = proj(room.cam, -1.6, 1.6, D - 0.005)
  const panelBot = proj(room.cam, 1.6, 0, D - 0.005)
  out.push(`<rect x="${n(panelTop[0])}" y="${n(panelTop[1])}" width="${n(panelBot[0] - panelTop[0])}" height="${n(panelBot[1] - panelTop[1])}" fill="${o.pal.accentWall}"/>`)
  out.push(artwork(room, -0.7, 0.7, 1.75, 2.45, D - 0.01))
  out.push(rug(room, 0, D - 1.8, 3.2, 2.6, 0, mix(o.pal.textile, '#ffffff', 0.45)))
  const items: Drawable[] = []
  const linen = '#f7f4ef'
  items.push(bed(room, { x: 0, z: D - 2.2, rot: 0 }, 1.9, 2.15, linen, o.pal.textile2, darken(o.pal.accentWall, 0.08)))
  items.push(sideTable(room, -1.35, D - 0.4, true))
  items.push(sideTable(room, 1.35, D - 0.4, true))
  items.push(group(room, [box(room.cam, -0.75, 0.75, 0, 0.42, D - 2.62, D - 2.3, mix(o.pal.textile, '#ffffff', 0.3), room.L)], 0, D - 2.46))
  items.push(plant(room, side === 'left' ? W / 2 - 0.5 : -W / 2 + 0.5, D - 1, 1.4))
  out.push(paint(items))
  return finish(room, out)
}

function kitchen(ctx: Ctx, rng: Rng, o: InteriorOptions): string {
  const W = rng.range(5.5, 7)
  const D = rng.range(6, 7)
  const H = rng.range(3, 3.3)
  const side = rng.pick(['left', 'right'] as const)
  const room = makeRoom(ctx, o.pal, o.light, { W, D, H, camX: rng.range(-0.6, 0.6), eye: rng.range(1.3, 1.5), fov: rng.range(0.5, 0.58), lightFrom: side })
  const view = paintView(ctx, o.scene, o.light, room.cam.cy)
  const out = [shell(room, [{ wall: side, a: 1.8, b: D - 0.8, y0: 0.9, y1: H - 0.2, panels: 3 }], view)]
  const cab = rng.pick([o.pal.wood, '#2b3138', '#e9e4dc', '#6f7a6c', '#d8cdbb'])
  const { cam, L } = room
  const items: Drawable[] = []
  const x0 = -W / 2 + 0.2
  const x1 = W / 2 - 0.2
  const tallAtLeft = rng.chance(0.5)
  const tallEnd = tallAtLeft ? x0 : x1 - 1.8
  const r0 = tallAtLeft ? x0 + 1.8 : x0
  const r1 = tallAtLeft ? x1 : x1 - 1.8
  // Backsplash in the worktop stone, then base run, worktop and a bank of tall units.
  const bs = proj(cam, r0, 1.55, D - 0.005)
  const be = proj(cam, r1, 0.92, D - 0.005)
  out.push(`<rect x="${n(bs[0])}" y="${n(bs[1])}" width="${n(be[0] - bs[0])}" height="${n(be[1] - bs[1])}" fill="${o.pal.stone}"/>`)
  items.push({ ...box(cam, r0, r1, 0, 0.9, D - 0.65, D, cab, L), depth: 100 })
  items.push({ depth: 99.8, svg: cabinetFronts(room, r0, r1, 0.08, 0.88, D - 0.655, Math.max(2, Math.round((r1 - r0) / 0.6)), cab) })
  items.push({ ...box(cam, r0, r1, 0.9, 0.94, D - 0.67, D, o.pal.stone, L), depth: 99.5 })
  items.push({ ...box(cam, tallEnd, tallEnd + 1.8, 0, 2.5, D - 0.66, D, cab, L), depth: 99 })
  items.push({ depth: 98, svg: cabinetFronts(room, tallEnd, tallEnd + 1.8, 0.05, 2.45, D - 0.665, 3, cab) })
  const shelfY = 1.9
  items.push({ ...box(cam, r0 + 0.2, r1 - 0.2, shelfY, shelfY + 0.04, D - 0.3, D, o.pal.wood, L), depth: 97 })
  const iz = D - rng.range(2.4, 2.8)
  const iw = rng.range(2.4, 3.2)
  items.push(group(room, [
    contactShadow(room, [[-iw / 2, iz - 0.15], [iw / 2, iz - 0.15], [iw / 2, iz + 1], [-iw / 2, iz + 1]], 0.12),
    box(cam, -iw / 2, iw / 2, 0, 0.9, iz, iz + 1, rng.chance(0.5) ? o.pal.stone : cab, L),
    box(cam, -iw / 2 - 0.05, iw / 2 + 0.05, 0.9, 0.95, iz - 0.15, iz + 1.02, o.pal.stone, L),
  ], 0, iz + 0.5))
  for (let i = 0; i < 3; i++) {
    const sx = -iw / 2 + 0.5 + i * ((iw - 1) / 2)
    const sz = iz - 0.45
    const legs = [proj(cam, sx - 0.15, 0, sz - 0.1), proj(cam, sx - 0.15, 0.72, sz - 0.1), proj(cam, sx + 0.15, 0, sz - 0.1), proj(cam, sx + 0.15, 0.72, sz - 0.1)]
    items.push(group(room, [
      { depth: 1, svg: `<path d="M${n(legs[0]?.[0] ?? 0)} ${n(legs[0]?.[1] ?? 0)}L${n(legs[1]?.[0] ?? 0)} ${n(legs[1]?.[1] ?? 0)}M${n(legs[2]?.[0] ?? 0)} ${n(legs[2]?.[1] ?? 0)}L${n(legs[3]?.[0] ?? 0)} ${n(legs[3]?.[1] ?? 0)}" stroke="${o.pal.metal}" stroke-width="2"/>` },
      prism(cam, circle(sx, sz, 0.2, 14), 0.7, 0.76, o.pal.textile, L),
    ], sx, sz))
  }
  for (let i = 0; i < 3; i++) items.push(pendant(room, -iw / 2 + 0.5 + i * ((iw - 1) / 2), H - 1, iz + 0.5, 0.13, rng.pick(['globe', 'dome'] as const)))
  out.push(paint(items))
  return finish(room, out)
}

function bathroom(ctx: Ctx, rng: Rng, o: InteriorOptions): string {
  const pal: Palette = { ...o.pal, floorKind: rng.pick(['marble', 'travertine'] as const), floor: rng.pick(['#ebe6de', '#ddd0bb', '#efebe5']) }
  const W = rng.range(3.8, 4.6)
  const D = rng.range(4.2, 5)
  const H = 3
  const room = makeRoom(ctx, pal, o.light, { W, D, H, camX: rng.range(-0.3, 0.3), eye: 1.3, fov: 0.52, lightFrom: 'back' })
  const view = paintView(ctx, o.scene, o.light, room.cam.cy)
  const wx = rng.chance(0.5) ? -1 : 1
  const out = [shell(room, [{ wall: 'back', a: wx < 0 ? -W / 2 + 0.3 : -0.1, b: wx < 0 ? 0.1 : W / 2 - 0.3, y0: 0.1, y1: H - 0.2, panels: 2 }], view)]
  const { cam, L } = room
  // Large-format wall tiles on the back wall.
  const tl = proj(cam, -W / 2, H, D - 0.002)
  const br = proj(cam, W / 2, 0, D - 0.002)
  const tile = (br[0] - tl[0]) / (W / 1.2)
  const segs: string[] = []
  for (let x = tl[0] + tile; x < br[0]; x += tile) segs.push(`M${n(x)} ${n(tl[1])}V${n(br[1])}`)
  for (let y = br[1] - tile * 2; y > tl[1]; y -= tile * 2) segs.push(`M${n(tl[0])} ${n(y)}H${n(br[0])}`)
  out.push(`<path d="${segs.join('')}" stroke="${darken(pal.wall, 0.2)}" stroke-width="1" stroke-opacity="0.35"/>`)
  const items: Drawable[] = []
  const tubX = wx < 0 ? -W / 4 - 0.1 : W / 4 + 0.1
  const tz = D - 1.4
  const tubFP = roundRect(tubX - 0.85, tubX + 0.85, tz, tz + 0.8, 0.38, 6)
  const tub = prism(cam, tubFP, 0, 0.58, '#fbfaf7', { ...L, ambient: 0.78 })
  const inner = roundRect(tubX - 0.75, tubX + 0.75, tz + 0.08, tz + 0.72, 0.32, 6).map(([x, z]) => proj(cam, x, 0.581, z))
  tub.svg += poly(inner, ctx.linear(0, Math.min(...inner.map((p) => p[1])), 0, Math.max(...inner.map((p) => p[1])), [[0, '#d9d6d0'], [1, '#f4f2ee']]))
  items.push(contactShadow(room, tubFP, 0.12, 0.14))
  items.push(tub)
  // Floating vanity with a round mirror on the wall without the window.
  const vx = -tubX
  items.push(group(room, [
    box(cam, vx - 0.8, vx + 0.8, 0.35, 0.8, D - 0.55, D, pal.wood, L),
    box(cam, vx - 0.82, vx + 0.82, 0.8, 0.84, D - 0.57, D, pal.stone, L),
  ], vx, D - 0.3))
  const mc = proj(cam, vx, 1.65, D - 0.01)
  const mr = (proj(cam, vx + 0.45, 1.65, D)[0] - mc[0])
  out.push(`<circle cx="${n(mc[0])}" cy="${n(mc[1])}" r="${n(mr * 1.04)}" fill="${pal.metal}"/><circle cx="${n(mc[0])}" cy="${n(mc[1])}" r="${n(mr)}" fill="${ctx.linear(mc[0] - mr, mc[1] - mr, mc[0] + mr, mc[1] + mr, [[0, lighten(pal.wall, 0.3)], [1, darken(pal.wall, 0.12)]])}"/>`)
  // Floor-standing tap, a towel stool and a frameless shower screen complete the vignette.
  const tapX = tubX + (wx < 0 ? 0.95 : -0.95)
  const t0 = proj(cam, tapX, 0, tz + 0.4)
  const t1 = proj(cam, tapX, 0.9, tz + 0.4)
  const t2 = proj(cam, tapX + (wx < 0 ? -0.18 : 0.18), 0.9, tz + 0.4)
  items.push({ depth: Math.hypot(tapX - cam.x, tz + 0.4) - 0.6, svg: `<path d="M${n(t0[0])} ${n(t0[1])}L${n(t1[0])} ${n(t1[1])}L${n(t2[0])} ${n(t2[1])}" fill="none" stroke="${pal.metal}" stroke-width="4"/>` })
  items.push(group(room, [
    prism(cam, circle(tubX + (wx < 0 ? -1.15 : 1.15), tz + 0.2, 0.2, 14), 0, 0.45, pal.wood, L),
    box(cam, tubX + (wx < 0 ? -1.3 : 1.0), tubX + (wx < 0 ? -1.0 : 1.3), 0.45, 0.55, tz + 0.05, tz + 0.35, '#f6f2ea', L),
  ], tubX, tz - 0.2))
  const sx = wx < 0 ? W / 2 - 1.3 : -W / 2 + 1.3
  const g0 = proj(cam, sx, 2.2, D - 1.6)
  const g1 = proj(cam, sx, 0, D)
  const g2 = proj(cam, sx, 2.2, D)
  const g3 = proj(cam, sx, 0, D - 1.6)
  items.push({ depth: 0.5, svg: poly([g3, g1, g2, g0], '#dbe8ea', 'fill-opacity="0.22" stroke="#c9d3d6" stroke-width="2"') })
  items.push(plant(room, wx < 0 ? W / 2 - 0.4 : -W / 2 + 0.4, D * 0.6, 1.1))
  out.push(paint(items))
  return finish(room, out)
}

