package join_test

import (
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"os"
	"path/filepath"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"github.com/anna-chess/anna/host"
	"github.com/anna-chess/anna/internal/wire"
	"github.com/anna-chess/anna/join"
	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/speech"
	"github.com/anna-chess/anna/table"
	"github.com/anna-chess/anna/table/tabletest"
)

// TestJoinKeepsTheLanguageTyped: lang hr typed in anna join is remembered
// for the joiner's SSH key; the next anna join that names no language
// hears Croatian from the start.
func TestJoinKeepsTheLanguageTyped(t *testing.T) {
	_, priv, _ := ed25519.GenerateKey(rand.Reader)
	signer, _ := gossh.NewSignerFromKey(priv)
	dir := t.TempDir()
	keys := filepath.Join(dir, "authorized_keys")
	os.WriteFile(keys, gossh.MarshalAuthorizedKey(signer.PublicKey()), 0o600)
	sess, _ := session.New(session.Config{Book: speech.Phrasebook{Lang: speech.EN}})
	tb := table.New(sess, &tabletest.Store{})
	if _, err := tb.Sit(session.WhiteSeat); err != nil {
		t.Fatal(err)
	}
	srv, err := host.Start(host.Config{Listen: "127.0.0.1:0", HostKeyPath: filepath.Join(dir, "host_ed25519"),
		AuthorizedKeys: keys, Views: filepath.Join(dir, "views")}, tb)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tb.Close(); srv.Close() })
	tb.Start()
	play := func(h *heard) chan error {
		done := make(chan error, 1)
		go func() {
			done <- join.Run(context.Background(), join.Config{Addr: srv.Addr().String(), KnownHosts: filepath.Join(dir, "kh"),
				Signers: []gossh.Signer{signer}, Hello: wire.Hello{Seat: "black"}}, h.Lines(), h)
		}()
		return done
	}
	quit := func(h *heard, done chan error) {
		go h.Do("quit")
		select {
		case <-done:
		case <-time.After(10 * time.Second):
			t.Fatal("quit did not end anna join")
		}
	}
	h := newHeard()
	done := play(h)
	h.waitFor(t, "You sit at the black seat.")
	h.Do("lang hr")
	h.waitFor(t, "Jezik: hr.")
	quit(h, done)

	h = newHeard()
	done = play(h)
	h.waitFor(t, "Vaše mjesto: crni.")
	if got := h.Book().Lang; got != speech.HR {
		t.Errorf("the joiner's own words are %s, want hr", got)
	}
	quit(h, done)
}
