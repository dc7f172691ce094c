package host

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"github.com/anna-chess/anna/internal/lineedit"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
)

// TestWordsTypedInTheGameKept: lang hr and brief typed during a game over
// SSH are kept for the player's key in the views file, as the lobby's
// choice of language is: the next login is greeted in Croatian, and seated
// with brief announcements.
func TestWordsTypedInTheGameKept(t *testing.T) {
	signer, sshPub := newSigner(t)
	dir := t.TempDir()
	keys, views := filepath.Join(dir, "authorized_keys"), filepath.Join(dir, "views")
	os.WriteFile(keys, gossh.MarshalAuthorizedKey(sshPub), 0o600)
	f, _ := serve(t, func(c *Config) { c.AuthorizedKeys, c.Views = keys, views })
	r, err := f.dialWith(f.config(gossh.PublicKeys(signer)), "black line")
	if err != nil {
		t.Fatal(err)
	}
	r.waitFor("You sit at the black seat.")
	r.typeLine("lang hr")
	r.waitFor("Jezik: hr.")
	r.typeLine("kratko")
	r.waitFor("Kratke objave")
	fp := gossh.FingerprintSHA256(sshPub)
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		data, _ := os.ReadFile(views)
		if strings.Contains(string(data), fp+"\tline\thr\tbrief\n") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the views file does not keep hr and brief for the key:\n%s\nthe terminal:\n%s", data, r.text())
		}
	}
	r.close()
	f.waitFree(t, session.BlackSeat)

	again, err := f.dialWith(f.config(gossh.PublicKeys(signer)), "black")
	if err != nil {
		t.Fatal(err)
	}
	again.waitFor("Vaše mjesto: crni.")

	// The file read by the next match's host: the lobby seats the key in
	// Croatian, with brief announcements.
	players, err := newPlayers("", "", views)
	if err != nil {
		t.Fatal(err)
	}
	l := &lobby{table: f.table, players: players, key: fp, port: "2222", ed: lineedit.New(100), out: lineedit.Out{W: &bytes.Buffer{}}, log: func(string) {}}
	c, _, err := l.run(io.MultiReader(strings.NewReader("gledam\r"), blockForever{}), "", "")
	if err != nil {
		t.Fatal(err)
	}
	defer c.Leave()
	if b := c.Book(); b.Lang != speech.HR || b.Verbosity != speech.Brief || c.Seat() != session.SpectatorSeat {
		t.Errorf("seated at %s in %s, %s; want watching in hr, brief", c.Seat(), b.Lang, b.Verbosity)
	}
}
