package main

import (
	"path/filepath"
	"regexp"
	"testing"
	"time"
)

// TestBoardViewSizeInTheLanguage: the board view's answer to - (the
// squares' size) is in the player's language through the binary in a
// real terminal (issue 33: "%d by %d" was English in every language).
func TestBoardViewSizeInTheLanguage(t *testing.T) {
	for _, tt := range []struct{ lang, want string }{
		{"de", `Felder: \d+ Zellen breit, \d+ hoch\.`},
		{"hr", `Polja: širina \d+, visina \d+\.`},
		{"sl", `Polja: širina \d+, višina \d+\.`},
	} {
		t.Run(tt.lang, func(t *testing.T) {
			s := startTmux(t, "--no-audio", "--lang", tt.lang, "--view", "board", "--pgn", filepath.Join(t.TempDir(), "g.pgn"))
			s.waitFor("1. ") // the board is up: its status line
			s.tmux("send-keys", "-t", s.name, "--", "-")
			want := regexp.MustCompile(tt.want)
			for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(50 * time.Millisecond) {
				scr := s.screen()
				if want.MatchString(scr) {
					break
				}
				if time.Now().After(deadline) {
					t.Fatalf("the board view never said the squares' size as %s:\n%s", tt.want, scr)
				}
			}
		})
	}
}
