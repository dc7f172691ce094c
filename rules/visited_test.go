package rules

import (
	"math/rand/v2"
	"testing"
)

// TestTableExact: keys that differ in one bit, in the side to move or in
// the castling rights are never taken for one another, however the table
// grows, and every key added is found again with its value.
func TestTableExact(t *testing.T) {
	var tb table
	tb.reset()
	r := rand.New(rand.NewPCG(9, 9))
	var keys []skey
	for i := range 20000 {
		k := skey{occ: r.Uint64(), white: r.Uint64(), k0: r.Uint64(), k1: r.Uint64(), k2: r.Uint64(), meta: r.Uint32() & 0xfff}
		if i%3 == 1 {
			k = keys[i-1]
			k.k2 ^= 1 << (i % 64) // one bit away from the last key
		}
		if i%3 == 2 {
			k = keys[i-2]
			k.meta ^= 1 // the other side to move
		}
		keys = append(keys, k)
		if _, isNew := tb.add(&k, int32(i)); !isNew {
			t.Fatalf("key %d taken for one already in the table", i)
		}
	}
	for i := range keys {
		if v, ok := tb.get(&keys[i]); !ok || v != int32(i) {
			t.Fatalf("key %d: got %d, %v, want %d, true", i, v, ok, i)
		}
	}
	tb.reset()
	if _, ok := tb.get(&keys[0]); ok {
		t.Errorf("a key is found after reset")
	}
}
