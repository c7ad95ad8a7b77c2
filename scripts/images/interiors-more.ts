// The secondary rooms of a listing gallery: dining, study, terrace and the building lobby.

import { darken, lighten, mix } from './color'
import { artwork, chair, coffeeTable, contactShadow, group, plant, rug, sideTable, sofa } from './furniture'
import type { InteriorOptions } from './interiors'
import { starLattice } from './patterns'
import type { Rng } from './prng'
import { makeRoom, shell, type Palette } from './room'
import { box, paint, proj, type Drawable } from './space'
import { Ctx, n, poly } from './svg'
import { finish, paintView } from './views'

export function dining(ctx: Ctx, rng: Rng, o: InteriorOptions): string {
  const W = rng.range(6, 7)
  const D = rng.range(6, 7)
  const H = rng.range(3.1, 3.4)
  const side = rng.pick(['back', 'left', 'right'] as const)
  const room = makeRoom(ctx, o.pal, o.light, { W, D, H, camX: rng.range(-0.5, 0.5), eye: 1.45, fov: 0.5, lightFrom: side })
  const view = paintView(ctx, o.scene, o.light, room.cam.cy)
  const out = [shell(room, side === 'back' ? [{ wall: 'back', a: -W / 2 + 0.4, b: W / 2 - 0.4, y0: 0.05, y1: H - 0.15, panels: 4 }] : [{ wall: side, a: 1.5, b: D - 0.5, y0: 0.05, y1: H - 0.15, panels: 3 }], view)]
  if (side !== 'back') out.push(artwork(room, -1.2, 1.2, 1.3, 2.4, D - 0.01))
  const { cam, L } = room
  const tz = D * 0.62
  const items: Drawable[] = []
  const top = rng.chance(0.35) ? o.pal.stone : darken(o.pal.wood, 0.1)
  items.push(group(room, [
    contactShadow(room, [[-1.4, tz - 1.1], [1.4, tz - 1.1], [1.4, tz + 1.1], [-1.4, tz + 1.1]], 0.1, 0.1),
    box(cam, -0.9, -0.7, 0, 0.72, tz - 0.35, tz + 0.35, darken(top, 0.1), L),
    box(cam, 0.7, 0.9, 0, 0.72, tz - 0.35, tz + 0.35, darken(top, 0.1), L),
    box(cam, -1.3, 1.3, 0.72, 0.77, tz - 0.5, tz + 0.5, top, L),
  ], 0, tz))
  for (const dz of [-1, 1]) {
    for (const cx of [-0.75, 0, 0.75]) {
      // Chairs face the table: the near row turns its back to the camera.
      items.push(chair(room, { x: cx, z: tz + dz * 0.62, rot: dz < 0 ? 0 : Math.PI }, o.pal.textile, darken(o.pal.wood, 0.2)))
    }
  }
  const lp = [proj(cam, -1, H - 0.9, tz), proj(cam, 1, H - 0.75, tz)]
  items.push({ depth: 0, svg: `<rect x="${n(lp[0]?.[0] ?? 0)}" y="${n(lp[1]?.[1] ?? 0)}" width="${n((lp[1]?.[0] ?? 0) - (lp[0]?.[0] ?? 0))}" height="${n(Math.max(3, ((lp[0]?.[1] ?? 0) - (lp[1]?.[1] ?? 0))))}" fill="${o.pal.metal}"/>` })
  items.push(plant(room, W / 2 - 0.6, D - 0.7, 1.6))
  out.push(paint(items))
  return finish(room, out)
}

export function study(ctx: Ctx, rng: Rng, o: InteriorOptions): string {
  const W = rng.range(4.5, 5.5)
  const D = rng.range(5, 6)
  const H = 3.1
  const side = rng.pick(['left', 'right'] as const)
  const room = makeRoom(ctx, o.pal, o.light, { W, D, H, camX: rng.range(-0.4, 0.4), eye: 1.35, fov: 0.52, lightFrom: side })
  const view = paintView(ctx, o.scene, o.light, room.cam.cy)
  const out = [shell(room, [{ wall: side, a: 1.2, b: D - 0.4, y0: 0.05, y1: H - 0.15, panels: 3 }], view)]
  const { cam, L } = room
  // Full-height joinery with books in the brand's muted tones.
  const tl = proj(cam, -W / 2 + 0.3, H - 0.2, D - 0.005)
  const br = proj(cam, W / 2 - 0.3, 0, D - 0.005)
  out.push(`<rect x="${n(tl[0])}" y="${n(tl[1])}" width="${n(br[0] - tl[0])}" height="${n(br[1] - tl[1])}" fill="${o.pal.wood}"/>`)
  const shelves = 5
  const bookCols = ['#0f1b2d', '#c8a96a', '#e7e1d6', '#8a6446', '#6f7f73', '#b85c3c', '#f7f4ee']
  const sh = (br[1] - tl[1]) / shelves
  for (let i = 0; i < shelves; i++) {
    const y = tl[1] + sh * (i + 1)
    out.push(`<rect x="${n(tl[0])}" y="${n(y - sh * 0.06)}" width="${n(br[0] - tl[0])}" height="${n(sh * 0.06)}" fill="${lighten(o.pal.wood, 0.15)}"/>`)
    let x = tl[0] + 4
    while (x < br[0] - 10) {
      if (rng.chance(0.18)) { x += sh * rng.range(0.3, 0.9); continue }
      const bw = sh * rng.range(0.08, 0.13)
      const bh = sh * rng.range(0.55, 0.85)
      out.push(`<rect x="${n(x)}" y="${n(y - sh * 0.06 - bh)}" width="${n(bw)}" height="${n(bh)}" fill="${rng.pick(bookCols)}"/>`)
      x += bw + 1
    }
  }
  const dz = D - 2.2
  const dx = side === 'left' ? -W / 2 + 1.2 : W / 2 - 1.2
  const items: Drawable[] = [
    group(room, [
      box(cam, dx - 0.8, dx + 0.8, 0.72, 0.76, dz - 0.4, dz + 0.4, o.pal.wood, L),
      box(cam, dx - 0.78, dx - 0.72, 0, 0.72, dz - 0.38, dz + 0.38, o.pal.metal, L),
      box(cam, dx + 0.72, dx + 0.78, 0, 0.72, dz - 0.38, dz + 0.38, o.pal.metal, L),
    ], dx, dz),
    chair(room, { x: dx, z: dz - 0.55, rot: Math.PI }, o.pal.textile, o.pal.metal),
    plant(room, -dx * 0.6, D - 1.2, 1.3),
  ]
  out.push(rug(room, 0, D - 2, 2.8, 2.2, 0, mix(o.pal.textile, '#ffffff', 0.5)))
  out.push(paint(items))
  return finish(room, out)
}

export function terrace(ctx: Ctx, rng: Rng, o: InteriorOptions): string {
  const pal: Palette = { ...o.pal, floorKind: 'travertine', floor: '#ddd0bb' }
  const W = rng.range(7, 9)
  const D = rng.range(5.5, 6.5)
  const room = makeRoom(ctx, pal, o.light, { W, D, H: 3.2, camX: rng.range(-1, 1), eye: 1.7, fov: 0.5, lightFrom: 'back' })
  const { cam, L } = room
  room.cam.cy = ctx.height * rng.range(0.46, 0.55)
  const view = paintView(ctx, o.scene, o.light, room.cam.cy)
  const out = [`<use href="#${view}"/>`]
  const P = (x: number, y: number, z: number) => proj(cam, x, y, z)
  out.push(poly([P(-W, 0, 0.2), P(W, 0, 0.2), P(W, 0, D), P(-W, 0, D)], mix(pal.floor, o.light.lit, 0.15)))
  const joints: string[] = []
  for (let x = -W; x <= W; x += 0.8) { const a = P(x, 0.001, 0.3); const b = P(x, 0.001, D); joints.push(`M${n(a[0])} ${n(a[1])}L${n(b[0])} ${n(b[1])}`) }
  out.push(`<path d="${joints.join('')}" stroke="#8a7a64" stroke-opacity="0.25"/>`)
  // Frameless glass balustrade with a slim top rail.
  const g0 = P(-W, 1.1, D)
  const g1 = P(W, 0, D)
  out.push(`<rect x="${n(g0[0])}" y="${n(g0[1])}" width="${n(g1[0] - g0[0])}" height="${n(g1[1] - g0[1])}" fill="#cfe3ea" fill-opacity="0.18" stroke="#e8eef0" stroke-opacity="0.5"/>`)
  out.push(`<rect x="${n(g0[0])}" y="${n(g0[1] - 2)}" width="${n(g1[0] - g0[0])}" height="4" fill="${o.light.dark ? '#555' : '#9a9ea3'}"/>`)
  // Overhang of the floor above, framing the top of the shot.
  out.push(poly([P(-W, 3.2, 0.2), P(W, 3.2, 0.2), P(W, 3.2, D * 0.55), P(-W, 3.2, D * 0.55)], mix(pal.ceiling, '#000', 0.12)))
  const items: Drawable[] = []
  // Sun loungers set parallel to the balustrade so they frame, rather than block, the view.
  const lz = D - rng.range(1.3, 1.7)
  const lx = rng.range(-1.6, -0.4)
  for (let i = 0; i < 2; i++) {
    const x = lx + i * 2.3
    // Explicit paint order (frame, pad, backrest): the parts share a centre, so distance ties.
    items.push(group(room, [
      contactShadow(room, [[x - 0.95, lz - 0.33], [x + 0.95, lz - 0.33], [x + 0.95, lz + 0.33], [x - 0.95, lz + 0.33]], 0.08),
      { ...box(cam, x - 0.95, x + 0.95, 0.12, 0.3, lz - 0.33, lz + 0.33, o.pal.wood, L), depth: 3 },
      { ...box(cam, x - 0.9, x + 0.9, 0.3, 0.38, lz - 0.3, lz + 0.3, '#f4efe6', L), depth: 2 },
      { ...box(cam, x + 0.55, x + 0.9, 0.38, 0.62, lz - 0.3, lz + 0.3, '#f4efe6', L), depth: 1 },
    ], x, lz))
  }
  items.push(sideTable(room, lx + 1.15, lz, false))
  items.push(plant(room, rng.chance(0.5) ? -W / 2 + 0.5 : W / 2 - 0.5, D - 0.5, 1.8))
  out.push(paint(items))
  return finish(room, out)
}

export function lobby(ctx: Ctx, rng: Rng, o: InteriorOptions): string {
  const pal: Palette = { ...o.pal, floorKind: 'marble', floor: '#ece7df', accentWall: rng.pick(['#c8a96a', '#b08d4f', '#8a6446']) }
  const W = 11
  const D = 13
  const H = rng.range(6, 7.5)
  const side = rng.pick(['left', 'right'] as const)
  const room = makeRoom(ctx, pal, o.light, { W, D, H, camX: rng.range(-1, 1), eye: 1.6, fov: 0.5, lightFrom: side })
  const view = paintView(ctx, o.scene, o.light, room.cam.cy)
  const out = [shell(room, [{ wall: side, a: 2, b: D - 1, y0: 0.05, y1: H - 0.3, panels: 6 }], view)]
  const { cam, L } = room
  const fw = proj(cam, -3, H - 0.8, D - 0.005)
  const fe = proj(cam, 3, 0, D - 0.005)
  out.push(`<rect x="${n(fw[0])}" y="${n(fw[1])}" width="${n(fe[0] - fw[0])}" height="${n(fe[1] - fw[1])}" fill="${darken(pal.accentWall, 0.35)}"/>`)
  out.push(`<rect x="${n(fw[0])}" y="${n(fw[1])}" width="${n(fe[0] - fw[0])}" height="${n(fe[1] - fw[1])}" fill="${starLattice(ctx, (fe[0] - fw[0]) / 7, pal.accentWall, 1.4, 0.9, fw[0], fw[1])}"/>`)
  const items: Drawable[] = [group(room, [
    box(cam, -2, 2, 0, 1.1, D - 2.6, D - 1.8, pal.stone, L),
    box(cam, -2.02, 2.02, 0.95, 1.0, D - 2.62, D - 2.6, pal.metal, L),
  ], 0, D - 2.2)]
  for (const x of [-4, 4]) items.push(box(cam, x - 0.3, x + 0.3, 0, H, D - 4.5, D - 3.9, lighten(pal.stone, 0.1), L))
  items.push(sofa(room, { x: side === 'left' ? 2.2 : -2.2, z: 5, rot: side === 'left' ? -Math.PI / 2 : Math.PI / 2 }, 2.6, pal.textile, pal.textile2))
  items.push(coffeeTable(room, side === 'left' ? 0.6 : -0.6, 5, true))
  items.push(plant(room, side === 'left' ? W / 2 - 0.8 : -W / 2 + 0.8, D - 1.2, 2.4))
  // Ring chandelier: an ellipse in perspective with a warm glow.
  const c = proj(cam, 0, H - 1.8, D * 0.5)
  const e = proj(cam, 1.6, H - 1.8, D * 0.5)
  const rx = e[0] - c[0]
  items.push({ depth: 0, svg: `<ellipse cx="${n(c[0])}" cy="${n(c[1])}" rx="${n(rx)}" ry="${n(rx * 0.12)}" fill="none" stroke="${pal.metal}" stroke-width="${n(rx * 0.04)}"/><ellipse cx="${n(c[0])}" cy="${n(c[1])}" rx="${n(rx * 1.6)}" ry="${n(rx * 0.6)}" fill="${ctx.radial(c[0], c[1], rx * 1.6, [[0, '#ffe2b0', 0.25], [1, '#ffe2b0', 0]], 0.4)}"/>` })
  out.push(paint(items))
  return finish(room, out)
}
