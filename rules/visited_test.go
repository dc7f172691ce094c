package rules

import (
	"fmt"
	"math/rand/v2"
	"sync"
	"testing"
)

// TestKeySetExact: keys that differ in one bit, in the side to move or in
// the castling rights are never taken for one another, however the set
// grows, and every key added is found again; after a reset none is, and
// the set fills again in the memory it kept.
func TestKeySetExact(t *testing.T) {
	var ks keySet
	ks.reset()
	r := rand.New(rand.NewPCG(9, 9))
	var keys []skey
	for i := range 20000 {
		k := skey{occ: r.Uint64(), white: r.Uint64(), k0: r.Uint64(), k1: r.Uint64(), k2: r.Uint64(), meta: r.Uint32() & (1<<24 - 1)}
		if i%3 == 1 {
			k = keys[i-1]
			k.k2 ^= 1 << (i % 64) // one bit away from the last key
		}
		if i%3 == 2 {
			k = keys[i-2]
			k.meta ^= 1 << (i % 24) // the other side to move, another right, another en passant square
		}
		keys = append(keys, k)
		if !ks.add(&k) {
			t.Fatalf("key %d taken for one already in the set", i)
		}
	}
	for round := range 3 {
		for i := range keys {
			if ks.add(&keys[i]) {
				t.Fatalf("round %d: key %d not found again", round, i)
			}
		}
		if ks.n != len(keys) {
			t.Fatalf("round %d: %d keys in the set, want %d", round, ks.n, len(keys))
		}
		ks.reset()
		for i := range keys[:1000] {
			if !ks.add(&keys[i]) {
				t.Fatalf("round %d: key %d found after reset", round, i)
			}
		}
		for i := range keys[1000:] {
			ks.add(&keys[1000+i])
		}
	}
	// Stamps run out and start again with the slots cleared.
	ks.stamp = ^uint32(0)
	ks.reset()
	if !ks.add(&keys[0]) || ks.add(&keys[0]) {
		t.Errorf("after the stamps start again: a key is not added once")
	}
}

// TestConcurrentDecisions: decisions made at the same time, sharing the
// kept memory, give the answers they give one at a time (run with -race).
func TestConcurrentDecisions(t *testing.T) {
	vs := readVectors(t, "testdata/cha/test-vector.txt")[:60]
	want := make([][2]bool, len(vs))
	ps := make([]spos, len(vs))
	for i, v := range vs {
		p, err := parseSpos(v.fen)
		if err != nil {
			t.Fatal(err)
		}
		ps[i] = p
		want[i] = [2]bool{canCheckmate(p, 0), canCheckmate(p, 1)}
	}
	errs := make(chan string, 4*len(vs))
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range ps {
				j := (i + 15*g) % len(ps)
				for w := range 2 {
					if got := canCheckmate(ps[j], w); got != want[j][w] {
						errs <- fmt.Sprintf("%s, side %d: got %v, want %v", vs[j].fen, w, got, want[j][w])
					}
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}
