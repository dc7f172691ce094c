package rules

import "sync"

// The positions a search has met are kept in a set of their own: an exact
// key of 44 bytes per position (no two positions ever share one), found by
// a 64-bit hash with open addressing. Its memory, and the search's stacks,
// are kept from one decision to the next (spareMem), so that a question
// asked after every move allocates nothing once the program runs.

// skey is an exact, compact form of a position: the occupied squares, the
// white ones, and three bit planes of the kinds (a square's kind is
// k0 + 2*k1 + 4*k2, a pawn where none is set); meta holds the side to
// move, the castling rights (16 bits) and the en passant square.
type skey struct {
	occ, white, k0, k1, k2 bitboard
	meta                   uint32
	stamp                  uint32 // in a keySet's slot: the set's stamp when the slot is in use; not part of the key
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

// hash mixes the key's words into 64 bits.
func (k *skey) hash() uint64 {
	// Independent products, so that the processor works on them at once.
	h := k.occ*0x9e3779b97f4a7c15 ^ k.white*0xc2b2ae3d27d4eb4f ^ k.k0*0x165667b19e3779f9 ^
		k.k1*0xd6e8feb86659fd93 ^ k.k2*0xff51afd7ed558ccd ^ uint64(k.meta)*0x94d049bb133111eb
	h ^= h >> 31
	h *= 0xbf58476d1ce4e5b9
	return h ^ h>>29
}

// keySet is a set of keys by open addressing, the keys kept in the slots
// themselves, so that a look-up reads one place in memory; a search makes
// one for every move it tries. A slot is in use when its stamp is the
// set's: emptying the set is a new stamp, and the slots of a longer search
// are used again without being cleared.
type keySet struct {
	slots   []skey // len: a power of two; cap: the most ever used
	n       int    // keys in the set
	stamp   uint32 // never 0, which fresh slots hold
	scratch []skey // the keys while the set grows
	sink    uint64 // what touch reads, kept so that the reads stay
}

const minSlots = 256

// reset empties the set, keeping its memory.
func (t *keySet) reset() {
	t.n = 0
	t.newStamp()
	if cap(t.slots) < minSlots {
		t.slots = make([]skey, minSlots)
	}
	t.slots = t.slots[:minSlots]
}

// newStamp takes a stamp no slot holds; when they run out every slot is
// cleared and they start again.
func (t *keySet) newStamp() {
	t.stamp++
	if t.stamp == 0 {
		clear(t.slots[:cap(t.slots)])
		t.stamp = 1
	}
}

// add puts k in the set and reports whether it was new.
func (t *keySet) add(k *skey) bool { return t.addHashed(k, k.hash()) }

// touch reads the slots where keys of these hashes go, all at once, so
// that the look-ups that follow find them in the cache.
func (t *keySet) touch(hashes []uint64) {
	slots, mask := t.slots, len(t.slots)-1
	var sink uint64
	for _, h := range hashes {
		s := &slots[int(h)&mask]
		sink += s.occ ^ uint64(s.stamp)
	}
	t.sink += sink
}

// addHashed is add with the key's hash given.
func (t *keySet) addHashed(k *skey, h uint64) bool {
	mask := len(t.slots) - 1
	for i := int(h) & mask; ; i = (i + 1) & mask {
		s := &t.slots[i]
		if s.stamp != t.stamp {
			*s = *k
			s.stamp = t.stamp
			t.n++
			if 2*t.n > len(t.slots) {
				t.grow()
			}
			return true
		}
		if s.occ == k.occ && s.white == k.white && s.k0 == k.k0 && s.k1 == k.k1 && s.k2 == k.k2 && s.meta == k.meta {
			return false
		}
	}
}

// grow doubles the slots and puts the keys in again.
func (t *keySet) grow() {
	keys := t.scratch[:0]
	for _, s := range t.slots {
		if s.stamp == t.stamp {
			keys = append(keys, s)
		}
	}
	n := 2 * len(t.slots)
	if cap(t.slots) >= n {
		t.slots = t.slots[:n]
		t.newStamp()
	} else {
		t.slots = make([]skey, n)
		t.stamp = 1
	}
	t.n = 0
	for i := range keys {
		t.add(&keys[i])
	}
	t.scratch = keys[:0]
}

// searchMem is the working memory of one decision.
type searchMem struct {
	blk      blockade
	seen     keySet
	analysed keySet
	frames   []frame
	arena    []smove
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
	m.analysed.reset()
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
