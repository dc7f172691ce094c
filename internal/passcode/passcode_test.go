package passcode

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestMatches(t *testing.T) {
	h, err := New("Felix 1789")
	if err != nil {
		t.Fatal(err)
	}
	for code, want := range map[string]bool{"Felix 1789": true, "felix 1789": false, "Felix 178": false, "": false, "Felix 1789 ": false} {
		if got := h.Matches(code); got != want {
			t.Errorf("Matches(%q) = %v, want %v", code, got, want)
		}
	}
}

// TestFileHoldsNoCode: the hash written to a state file holds neither the
// code nor anything that gives it back without the work of guessing, and
// reads back whole; two hashes of one code differ (the salt).
func TestFileHoldsNoCode(t *testing.T) {
	a, _ := New("tournament")
	b, _ := New("tournament")
	data, err := json.Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(data), "tournament") {
		t.Errorf("the file holds the code: %s", data)
	}
	var back Hash
	if err := json.Unmarshal(data, &back); err != nil || !back.Matches("tournament") {
		t.Errorf("read back: %v, matches %v", err, back.Matches("tournament"))
	}
	if string(a.Key) == string(b.Key) || string(a.Salt) == string(b.Salt) {
		t.Error("two hashes of one code are the same")
	}
}

// TestCheckRefusesForeignHashes: a hash no New made matches nothing.
func TestCheckRefusesForeignHashes(t *testing.T) {
	good, _ := New("1234")
	for name, h := range map[string]Hash{
		"no kdf":        {Iter: good.Iter, Salt: good.Salt, Key: good.Key},
		"one iteration": {KDF: good.KDF, Iter: 1, Salt: good.Salt, Key: good.Key},
		"short key":     {KDF: good.KDF, Iter: good.Iter, Salt: good.Salt, Key: good.Key[:4]},
		"no salt":       {KDF: good.KDF, Iter: good.Iter, Key: good.Key},
	} {
		if h.Check() == nil || h.Matches("1234") {
			t.Errorf("%s: accepted", name)
		}
	}
	if good.Check() != nil {
		t.Errorf("New's own hash refused: %v", good.Check())
	}
}

// BenchmarkMatches is what a typed code costs the table's lock.
func BenchmarkMatches(b *testing.B) {
	h, _ := New("1234")
	for b.Loop() {
		h.Matches("1234")
	}
}
