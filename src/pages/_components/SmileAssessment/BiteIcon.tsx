import type {Bite} from '@site/src/data/assessment';

/** Tooth x positions, widths and vertical offsets for one row of four front teeth. */
type Row = {x: number; w: number; dy?: number}[];

const even: Row = [
  {x: 14, w: 16},
  {x: 32, w: 18},
  {x: 52, w: 18},
  {x: 72, w: 16},
];
const rows: Record<Bite, {upper: Row; lower: Row; lowerShift?: number; upperDrop?: number}> = {
  crowding: {
    upper: [
      {x: 16, w: 16},
      {x: 28, w: 18, dy: 3},
      {x: 50, w: 18, dy: -2},
      {x: 66, w: 16, dy: 3},
    ],
    lower: even,
  },
  gaps: {
    upper: [
      {x: 8, w: 14},
      {x: 30, w: 16},
      {x: 56, w: 16},
      {x: 80, w: 14},
    ],
    lower: even,
  },
  overbite: {upper: even, lower: even, upperDrop: 9},
  underbite: {upper: even, lower: even, lowerShift: -9},
  crossbite: {
    upper: even,
    lower: [
      {x: 10, w: 18},
      {x: 32, w: 18},
      {x: 52, w: 18},
      {x: 72, w: 16},
    ],
  },
  openbite: {upper: even, lower: even, lowerShift: 10},
};

/** A small schematic drawing of a bite type, decorative: the option's label names it. */
export default function BiteIcon({bite}: {bite: Bite}) {
  const r = rows[bite];
  const lower = r.lower.map((t, i) => (
    <rect
      key={`l${i}`}
      x={t.x}
      y={33 + (r.lowerShift ?? 0) + (t.dy ?? 0)}
      width={t.w}
      height={18}
      rx={4}
    />
  ));
  const upper = r.upper.map((t, i) => (
    <rect
      key={`u${i}`}
      x={t.x}
      y={10 + (r.upperDrop ?? 0) + (t.dy ?? 0)}
      width={t.w}
      height={22}
      rx={4}
    />
  ));
  return (
    <svg width="100" height="64" viewBox="0 0 100 64" aria-hidden="true" focusable="false">
      <rect width="100" height="64" rx="8" fill="#f0fdfa" />
      <g stroke="#0b4f4a" strokeWidth="2" fill="#ffffff" strokeLinejoin="round">
        {/* The row drawn last sits in front: the upper teeth, except in an underbite. */}
        {bite === 'underbite' ? [upper, lower] : [lower, upper]}
      </g>
    </svg>
  );
}
