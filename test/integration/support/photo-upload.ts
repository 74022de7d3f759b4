import sharp from 'sharp';

/**
 * A real JPEG as a phone writes it: 1200×800 pixels stored on their side with EXIF orientation 6
 * (shown 800×1200, upright), a camera make and a GPS position that must not reach customers.
 */
export const phoneJpeg = async (): Promise<Buffer> =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .composite([
      {
        input: { create: { width: 400, height: 200, channels: 3, background: { r: 30, g: 90, b: 160 } } },
        left: 0,
        top: 0,
      },
    ])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhotoTestCam', Model: 'GPS-1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '49/1 50/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '24/1 1/1 0/1' },
    })
    .toBuffer();

/** A multipart/form-data body with one file part; `field` is the form field's name. */
export const multipartBody = (
  file: Buffer,
  options: { readonly fileName: string; readonly contentType: string; readonly field?: string },
) => {
  const boundary = `----photo-test-${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'photo'}"; filename="${options.fileName}"\r\nContent-Type: ${options.contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};
