package main

import (
	"io"
	"os"
	"testing"

	"github.com/anna-chess/anna/speech"
)

// TestJoinCodeFromTheEnvironmentNotGivenTwice: ANNA_JOIN_CODE is given
// to the host once; refused, it is not given again (the same code would
// be refused again, and slow the address): the next ask says why.
func TestJoinCodeFromTheEnvironmentNotGivenTwice(t *testing.T) {
	t.Setenv("ANNA_JOIN_CODE", "a1-b2-c3-d4")
	stdin, err := os.Open(os.DevNull)
	if err != nil {
		t.Fatal(err)
	}
	defer stdin.Close()
	code, wrong := joinCode(stdin, io.Discard, speech.Phrasebook{Lang: speech.SL})
	if c, err := code(); c != "a1-b2-c3-d4" || err != nil {
		t.Fatalf("the first ask: %q, %v", c, err)
	}
	wrong()
	if c, err := code(); err == nil || err.Error() != "To ni koda za pridružitev tega dvoboja." {
		t.Errorf("asked again after the host refused it: %q, %v", c, err)
	}
}
