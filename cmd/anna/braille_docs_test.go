package main

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestBrailleDocsExample: the worked game of docs/braille.md is what anna
// braille writes: each line's BRF (its first 36 characters) is the line of
// `anna braille legall.pgn --lines 0`, and the rest is the same line of
// `--unicode`.
func TestBrailleDocsExample(t *testing.T) {
	if _, err := exec.LookPath("lou_translate"); err != nil {
		t.Skip("liblouis is not installed (apt-get install liblouis-bin liblouis-data): the example's words need it")
	}
	data, err := os.ReadFile("../../docs/braille.md")
	if err != nil {
		t.Fatal(err)
	}
	block := strings.Split(strings.TrimSuffix(readmeBlock(t, string(data), "<!-- braille:legall -->"), "\n"), "\n")
	const pgn = "../../braille/testdata/games/legall.pgn"
	brf, errOut, code := runAnna(t, "", "braille", pgn, "--lines", "0")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	uni, errOut, code := runAnna(t, "", "braille", pgn, "--lines", "0", "--unicode")
	if code != 0 {
		t.Fatalf("--unicode: exit %d: %s", code, errOut)
	}
	lines := func(s string) []string {
		return strings.Split(strings.TrimSuffix(strings.ReplaceAll(s, "\r\n", "\n"), "\n"), "\n")
	}
	brfLines, uniLines := lines(brf), lines(uni)
	if len(block) != len(brfLines) || len(block) != len(uniLines) {
		t.Fatalf("docs/braille.md's example has %d lines, anna writes %d (BRF) and %d (Unicode):\n%s", len(block), len(brfLines), len(uniLines), brf)
	}
	for i, l := range block {
		left, right := l, ""
		if len(l) > 36 {
			left, right = l[:36], l[36:]
		}
		if strings.TrimRight(left, " ") != strings.TrimRight(brfLines[i], " ") || right != strings.TrimRight(uniLines[i], " ") {
			t.Errorf("docs/braille.md's example, line %d:\n%q\nanna writes\n%q\n%q", i+1, l, brfLines[i], uniLines[i])
		}
	}
}
