package host

import (
	"errors"
	"net"
	"strings"
	"unicode"

	"charm.land/ssh"
	gossh "golang.org/x/crypto/ssh"

	"github.com/anna-chess/anna/session"
	"github.com/anna-chess/anna/words"
)

// keyExt carries the fingerprint of the key a client proved it holds, from
// the handshake to its session; seatExt the seat its join code opens ("":
// any player's seat, or watching).
const (
	keyExt  = "anna-key"
	seatExt = "anna-seat"
)

var errRefused = errors.New("host: refused")

// sshConfig is how a connection may log in:
//   - a key listed in --authorized-keys, or one that gave the join code
//     before in this match: in at once, whatever the limits;
//   - any other key: proven first, then the join code (OpenSSH says
//     "partial success" and asks for it), and the key is remembered;
//   - no key: the join code, at ssh's password or keyboard-interactive
//     prompt.
func (s *Server) sshConfig(ssh.Context) *gossh.ServerConfig {
	cfg := &gossh.ServerConfig{}
	cfg.PublicKeyCallback = func(gossh.ConnMetadata, gossh.PublicKey) (*gossh.Permissions, error) {
		return &gossh.Permissions{}, nil // every key may be proven; judged below
	}
	cfg.VerifiedPublicKeyCallback = func(conn gossh.ConnMetadata, key gossh.PublicKey, _ *gossh.Permissions, _ string) (*gossh.Permissions, error) {
		fp := gossh.FingerprintSHA256(key)
		if s.players.known(fp) {
			return withKey(fp, s.players.boundTo(fp)), nil
		}
		return nil, &gossh.PartialSuccessError{Next: gossh.ServerAuthCallbacks{
			PasswordCallback: func(conn gossh.ConnMetadata, pw []byte) (*gossh.Permissions, error) {
				return s.password(conn, string(pw), fp)
			},
			KeyboardInteractiveCallback: func(conn gossh.ConnMetadata, ch gossh.KeyboardInteractiveChallenge) (*gossh.Permissions, error) {
				return s.keyboardInteractive(conn, ch, fp)
			},
		}}
	}
	cfg.PasswordCallback = func(conn gossh.ConnMetadata, pw []byte) (*gossh.Permissions, error) {
		return s.password(conn, string(pw), "")
	}
	cfg.KeyboardInteractiveCallback = func(conn gossh.ConnMetadata, ch gossh.KeyboardInteractiveChallenge) (*gossh.Permissions, error) {
		return s.keyboardInteractive(conn, ch, "")
	}
	return cfg
}

// withKey is what a login carries to its session: the key's fingerprint
// ("" without one) and the seat its code opens ("" for any).
func withKey(fp, seat string) *gossh.Permissions {
	return &gossh.Permissions{Extensions: map[string]string{keyExt: fp, seatExt: seat}}
}

func (s *Server) password(conn gossh.ConnMetadata, code, fp string) (*gossh.Permissions, error) {
	seat, why := s.check(conn.RemoteAddr(), code, fp)
	if why != "" {
		return nil, errRefused
	}
	return withKey(fp, seat), nil
}

func (s *Server) keyboardInteractive(conn gossh.ConnMetadata, challenge gossh.KeyboardInteractiveChallenge, fp string) (*gossh.Permissions, error) {
	if why := s.limited(hostOf(conn.RemoteAddr()), fp); why != "" {
		// Said before the code is asked: the player knows to wait.
		challenge("", "anna: "+sshText(why), nil, nil)
		return nil, errRefused
	}
	book := s.table.Book()
	answers, err := challenge("", "anna: "+sshText(book.Say(keyCodeAsk.With(words.Text("felix-drei-anna-sechs-bella-zwei-hector-acht"))).Text()),
		[]string{sshText(book.Say(keyCodePrompt.Event()).Text() + " ")}, []bool{true})
	if err != nil || len(answers) != 1 {
		return nil, errRefused
	}
	seat, why := s.check(conn.RemoteAddr(), answers[0], fp)
	if why != "" {
		challenge("", "anna: "+sshText(why), nil, nil)
		return nil, errRefused
	}
	return withKey(fp, seat), nil
}

// check judges one try of a join code from an address; it returns the
// seat the code opens ("" for any), or why it was refused. The limiter
// may hold the try a while first (wrong codes slow their address), or
// refuse it unseen. A key that gives a right code is remembered, with the
// code's seat.
func (s *Server) check(from net.Addr, typed, fp string) (string, string) {
	addr := hostOf(from)
	done, no := s.limiter.admit(addr)
	if no.why != notLimited {
		return "", s.refuse(addr, fp, no)
	}
	s.checked.Add(1)
	seat, right := s.codeSeat(typed)
	done(right)
	if right {
		if fp != "" {
			s.players.admit(fp, seat)
		}
		return seat, ""
	}
	s.refused.add(addr, reason{why: keyRefusedCode, key: fp})
	return "", s.table.Book().WrongJoinCode().Text()
}

// codeSeat is the seat a typed code opens: each seat's code its own seat
// ("spectator" to watch), a code for NoSeat any free player's seat or
// watching ("").
func (s *Server) codeSeat(typed string) (string, bool) {
	for seat, code := range s.cfg.Codes {
		if sameCode(typed, code) {
			if seat == session.NoSeat {
				return "", true
			}
			return seat.String(), true
		}
	}
	return "", false
}

// limited says why a try from an address would be refused unseen now
// ("" if it would not), and notes the refusal.
func (s *Server) limited(addr, fp string) string {
	if no := s.limiter.refusing(addr); no.why != notLimited {
		return s.refuse(addr, fp, no)
	}
	return ""
}

// refuse notes a refusal by the limiter and says it to the one refused.
func (s *Server) refuse(addr, fp string, no refusal) string {
	s.refused.add(addr, no.reason(fp))
	return no.sentence(s.table.Book())
}

func hostOf(a net.Addr) string {
	h, _, err := net.SplitHostPort(a.String())
	if err != nil {
		return a.String()
	}
	return h
}

// asciiLetters writes the letters of anna's languages without diacritics,
// as Croatian, Serbian and Slovenian are written where only ASCII goes
// (đ as dj), and German's umlauts as ae, oe, ue.
var asciiLetters = strings.NewReplacer("č", "c", "ć", "c", "đ", "dj", "š", "s", "ž", "z", "Č", "C", "Ć", "C", "Đ", "Dj", "Š", "S", "Ž", "Z",
	"ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss", "Ä", "Ae", "Ö", "Oe", "Ü", "Ue", "–", "-")

// sshText is a sentence of the login as OpenSSH's client can show it: it
// prints a keyboard-interactive instruction with every byte past ASCII
// escaped in octal ("upi\305\241ite"), and the prompt so under a locale
// that is not UTF-8. Its letters go without diacritics ("upisite"); any
// other character past ASCII is a question mark.
func sshText(s string) string {
	return strings.Map(func(r rune) rune {
		if r > unicode.MaxASCII {
			return '?'
		}
		return r
	}, asciiLetters.Replace(s))
}
