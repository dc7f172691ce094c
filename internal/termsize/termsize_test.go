package termsize

import "testing"

func TestReadable(t *testing.T) {
	for _, c := range []struct{ w, h, wantW, wantH int }{
		{80, 24, 80, 24},
		{500, 200, 500, 200},
		{501, 201, 500, 200},
		{20000, 20000, 500, 200},
		{65535, 65535, 500, 200},
		{-1, 0, 0, 0},
	} {
		if w, h := Readable(c.w, c.h); w != c.wantW || h != c.wantH {
			t.Errorf("Readable(%d, %d) = %d, %d; want %d, %d", c.w, c.h, w, h, c.wantW, c.wantH)
		}
	}
}
