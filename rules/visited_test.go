package rules

import (
	"fmt"
	"math/rand/v2"
	"sync"
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

// TestConcurrentDecisions: decisions made at the same time, sharing the
// kept memory, give the answers they give one at a time (run with -race).
func TestConcurrentDecisions(t *testing.T) {
	vs := readVectors(t, "testdata/cha-vectors.txt")[:60]
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
