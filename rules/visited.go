package rules

import "sync"

// The positions a search has met are kept in a table of their own: an
// exact key of 44 bytes per position (no two positions ever share one),
// found by a 64-bit hash with open addressing. Its memory, and the
// search's stacks, are kept from one decision to the next (spareMem), so
// that a question asked after every move allocates nothing once the
// program runs.

// skey is an exact, compact form of a position: the occupied squares, the
// white ones, and three bit planes of the kinds (a square's kind is
// k0 + 2*k1 + 4*k2, a pawn where none is set); meta holds the side to
// move, the castling rights (16 bits) and the en passant square.
type skey struct {
	occ, white, k0, k1, k2 bitboard
	meta                   uint32
}

func (p *spos) key() skey {
	w, b := &p.bb[0], &p.bb[1]
	return skey{
		occ:   p.all(),
		white: p.occ(0),
		k0:    w[kKnight] | b[kKnight] | w[kRook] | b[kRook] | w[kKing] | b[kKing],
		k1:    w[kBishop] | b[kBishop] | w[kRook] | b[kRook],
		k2:    w[kQueen] | b[kQueen] | w[kKing] | b[kKing],
		meta:  uint32(p.turn) | uint32(p.castle)<<1 | uint32(p.ep+1)<<17,
	}
}

// childKey is the key of the position after m, found from p's key k
// without making the move.
func (p *spos) childKey(k skey, m smove) skey {
	if m.flag == flagCastle {
		// Rare in a search, and the king and rook may swap squares (Chess960).
		c := p.make(m)
		return c.key()
	}
	us := int(p.turn)
	from, to := int(m.from), int(m.to)
	f, t := bit(from), bit(to)
	kind := m.piece
	if m.promo != 0 {
		kind = m.promo
	}
	k.occ = k.occ&^f | t
	k.k0 &^= f | t
	k.k1 &^= f | t
	k.k2 &^= f | t
	if kind&1 != 0 {
		k.k0 |= t
	}
	if kind&2 != 0 {
		k.k1 |= t
	}
	if kind&4 != 0 {
		k.k2 |= t
	}
	if us == 0 {
		k.white = k.white&^f | t
	} else {
		k.white &^= t
	}
	if m.flag == flagEP {
		c := bit(to - 8 + 16*us)
		k.occ &^= c
		k.white &^= c
	}
	castle := castleAfter(uint16(k.meta>>1), m, us)
	ep := -1
	if m.piece == kPawn && (to-from == 16 || from-to == 16) && pawnAttacks[us][(from+to)/2]&p.bb[1-us][kPawn] != 0 {
		ep = (from + to) / 2
	}
	k.meta = uint32(1-us) | uint32(castle)<<1 | uint32(ep+1)<<17
	return k
}

// pos is the position the key stands for.
func (k *skey) pos() spos {
	kinds := [6]bitboard{
		k.occ &^ (k.k0 | k.k1 | k.k2),
		k.k0 &^ k.k1 &^ k.k2,
		k.k1 &^ k.k0,
		k.k0 & k.k1,
		k.k2 &^ k.k0,
		k.k2 & k.k0,
	}
	p := spos{turn: int8(k.meta & 1), castle: uint16(k.meta >> 1), ep: int8(k.meta>>17) - 1}
	black := k.occ &^ k.white
	for i, b := range kinds {
		p.bb[0][i] = b & k.white
		p.bb[1][i] = b & black
	}
	return p
}

// same reports whether two keys are equal (spelt out: faster than ==).
func (k *skey) same(o *skey) bool {
	return k.occ == o.occ && k.white == o.white && k.k0 == o.k0 && k.k1 == o.k1 && k.k2 == o.k2 && k.meta == o.meta
}

func (k *skey) hash() uint64 {
	// Independent products, so that the processor works on them at once.
	h := k.occ*0x9e3779b97f4a7c15 ^ k.white*0xc2b2ae3d27d4eb4f ^ k.k0*0x165667b19e3779f9 ^
		k.k1*0xd6e8feb86659fd93 ^ k.k2*0xff51afd7ed558ccd ^ uint64(k.meta)*0x94d049bb133111eb
	h ^= h >> 31
	h *= 0xbf58476d1ce4e5b9
	return h ^ h>>29
}

// table maps keys to a small value. A slot holds the high half of the
// hash and the index of the key plus one (0: empty).
type table struct {
	keys  []skey
	vals  []int32
	slots []uint64
}

const minSlots = 256

// reset empties the table, keeping its memory.
func (t *table) reset() {
	t.keys, t.vals = t.keys[:0], t.vals[:0]
	n := min(cap(t.slots), minSlots)
	if n < minSlots {
		t.slots = make([]uint64, minSlots)
		return
	}
	t.slots = t.slots[:n]
	clear(t.slots)
}

// find returns the index of k, or -1; slot is where k would go.
func (t *table) find(k *skey, h uint64) (idx int32, slot int) {
	mask := len(t.slots) - 1
	tag := h >> 32 << 32
	for i := int(h) & mask; ; i = (i + 1) & mask {
		s := t.slots[i]
		if s == 0 {
			return -1, i
		}
		if s&^0xffffffff == tag && t.keys[uint32(s)-1].same(k) {
			return int32(uint32(s) - 1), i
		}
	}
}

// add puts k in the table with value v unless it is there; it returns
// k's index and whether it was new.
func (t *table) add(k *skey, v int32) (int32, bool) {
	h := k.hash()
	idx, slot := t.find(k, h)
	if idx >= 0 {
		return idx, false
	}
	idx = int32(len(t.keys))
	t.keys = append(t.keys, *k)
	t.vals = append(t.vals, v)
	t.slots[slot] = h>>32<<32 | uint64(idx+1)
	if 2*len(t.keys) > len(t.slots) {
		t.grow()
	}
	return idx, true
}

// get returns k's value and whether k is in the table.
func (t *table) get(k *skey) (int32, bool) {
	idx, _ := t.find(k, k.hash())
	if idx < 0 {
		return 0, false
	}
	return t.vals[idx], true
}

// set puts k in the table with value v, or changes its value.
func (t *table) set(k *skey, v int32) {
	if idx, isNew := t.add(k, v); !isNew {
		t.vals[idx] = v
	}
}

func (t *table) grow() {
	n := 2 * len(t.slots)
	if cap(t.slots) >= n {
		t.slots = t.slots[:n]
		clear(t.slots)
	} else {
		t.slots = make([]uint64, n)
	}
	mask := n - 1
	for idx := range t.keys {
		h := t.keys[idx].hash()
		i := int(h) & mask
		for t.slots[i] != 0 {
			i = (i + 1) & mask
		}
		t.slots[i] = h>>32<<32 | uint64(idx+1)
	}
}

// searchMem is the working memory of one decision.
type searchMem struct {
	blk    blockade
	seen   table
	frames []frame
	arena  []smove
}

// spareMem keeps the working memory of finished decisions for the next
// ones: about 4 MB after the longest searches. Unlike a sync.Pool it
// survives garbage collection: a decision that had to allocate its
// megabytes afresh, and wait for the collector, would take several
// milliseconds longer.
var spareMem struct {
	sync.Mutex
	mems []*searchMem
}

// maxSpareMem is how many decisions' memory is kept: one per decision that
// runs at the same time as another, which is rare.
const maxSpareMem = 2

func getMem() *searchMem {
	spareMem.Lock()
	var m *searchMem
	if n := len(spareMem.mems); n > 0 {
		m = spareMem.mems[n-1]
		spareMem.mems = spareMem.mems[:n-1]
	}
	spareMem.Unlock()
	if m == nil {
		m = new(searchMem)
	}
	m.seen.reset()
	m.frames, m.arena = m.frames[:0], m.arena[:0]
	return m
}

func putMem(m *searchMem) {
	spareMem.Lock()
	if len(spareMem.mems) < maxSpareMem {
		spareMem.mems = append(spareMem.mems, m)
	}
	spareMem.Unlock()
}
